import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { seedIfEmpty } from './seed';

/** `npm run db:seed`: migrates, then loads the demo data into an empty database (never in production). */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (config.isProduction) {
    console.error('Demo data is never loaded in production (NODE_ENV=production).');
    return 1;
  }

  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    const demo = await seedIfEmpty(handle);
    if (!demo) {
      console.log('The database already has data; demo data not loaded.');
      return 0;
    }
    console.log('Demo data loaded.');
    console.log(`Demo administrator: ${demo.adminEmail}  password: ${demo.adminPassword}`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? `Could not load the demo data: ${err.message}` : err);
    process.exit(1);
  },
);
