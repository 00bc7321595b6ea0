// The site on its first run, for the set-up journey: the real app on a fresh SQLite file with no administrator and
// no demo data, listening on a port of the system's choosing. It prints one line of JSON, its address and the
// set-up address's token as a start prints it (issueSetupAddress), and runs until it is sent SIGTERM.
import { rmSync } from 'node:fs';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { loadPageRenderer } from '../../../src/server/modules/pages/load-renderer';
import { issueSetupAddress } from '../../../src/server/modules/setup/setup.service';
import { CLIENT_DIR } from './paths';

const file = process.argv[2];
if (!file) throw new Error('usage: setup-server.ts <database file>');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  DATABASE_URL: file,
  LOG_LEVEL: 'error',
  SOCIETY_NAME: 'Old Boys Golf Society',
});
config.clientDir = CLIENT_DIR;
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database);
const setup = await issueSetupAddress(database.db);
const app = await buildApp({ config, database, pageRenderer: loadPageRenderer(CLIENT_DIR) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, token: setup?.token }));

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
