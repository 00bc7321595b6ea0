// The work of `npm run db:seed` (src/server/db/seed/seed-cli.ts): migrates, then loads the demo data into an empty
// database (never in production).
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/seed';
import { fail, runCommand, type CommandIo } from './command-line';

/** `npm run db:seed`; answers the exit status. */
export function runSeed(io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    let config;
    try {
      config = loadConfig(io.env);
    } catch (err) {
      if (err instanceof ConfigError) fail(err.message);
      throw err;
    }
    if (config.isProduction) fail('Demo data is never loaded in production (NODE_ENV=production).');

    const handle = openDatabase(config.databaseUrl);
    try {
      await migrateToLatest(handle);
      const demo = await seedIfEmpty(handle);
      if (!demo) {
        io.stdout.write('The database already has data; demo data not loaded.\n');
        return;
      }
      io.stdout.write(
        `Demo data loaded.\nDemo administrator: ${demo.adminEmail}  password: ${demo.adminPassword}\n`,
      );
    } catch (err) {
      fail(`Could not load the demo data: ${(err as Error).message}`);
    } finally {
      await handle.close();
    }
  });
}
