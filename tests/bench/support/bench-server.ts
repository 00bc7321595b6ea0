// The server as `npm start` runs it (config from the environment, database opened and migrated, buildApp, listen),
// serving the client the bench built into a folder of its own (BENCH_CLIENT_DIR), so it never swaps files under
// another run. Started as a child process by server-process.ts.
import { buildApp, loggerOptions } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';

const config = loadConfig();
config.clientDir = process.env.BENCH_CLIENT_DIR;
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database);
const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) });
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: config.host });
