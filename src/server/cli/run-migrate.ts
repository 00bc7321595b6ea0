// The work of `npm run db:migrate` (src/server/db/migrate-cli.ts): applies every pending migration to DATABASE_URL.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { fail, runCommand, type CommandIo } from './command-line';

/** `npm run db:migrate`; answers the exit status. */
export function runMigrate(io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    try {
      const config = loadConfig(io.env);
      const handle = openDatabase(config.databaseUrl);
      try {
        const applied = await migrateToLatest(handle);
        io.stdout.write(
          applied.length ? `Applied: ${applied.join(', ')}\n` : 'The database is up to date.\n',
        );
      } finally {
        await handle.close();
      }
    } catch (err) {
      fail(err instanceof ConfigError ? err.message : `Migration failed: ${(err as Error).message}`);
    }
  });
}
