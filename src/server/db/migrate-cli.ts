// `npm run db:migrate`: applies every pending migration to DATABASE_URL.
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

try {
  loadDotEnv();
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(handle);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Migration failed: ${(err as Error).message}`);
  process.exit(1);
}
