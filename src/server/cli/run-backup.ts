// The work of `npm run backup -- FILE [--force]` (backup.ts): an online, consistent copy of the SQLite database
// while the site runs. An existing FILE is kept unless --force says to replace it. On PostgreSQL use pg_dump.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { isPostgresUrl, openDatabase } from '../db/database';
import { argsOrUsage, CommandFailure, fail, runCommand, type CommandIo } from './command-line';

const usage =
  'Usage: npm run backup -- FILE [--force]   (for example: npm run backup -- backups/society-2026-11-22.db)';

/** `npm run backup -- …` with these arguments; answers the exit status. */
export function runBackup(args: string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const parsed = argsOrUsage(
      { options: { force: { type: 'boolean', default: false } }, allowPositionals: true },
      args,
      usage,
    );
    const file = parsed.positionals[0];
    if (!file || parsed.positionals.length > 1) fail(usage);
    if (existsSync(file) && !parsed.values.force)
      fail(`${file} already exists: choose another name, or add --force to replace it.`);
    try {
      const config = loadConfig(io.env);
      if (isPostgresUrl(config.databaseUrl))
        fail('DATABASE_URL is PostgreSQL: back up with pg_dump -Fc (see the README, "Backup and restore").');
      const handle = openDatabase(config.databaseUrl);
      // Written beside FILE first and renamed over it at the end: a replaced backup stays whole until the new one is.
      const partial = `${file}.partial`;
      rmSync(partial, { force: true });
      await handle.backup!(partial);
      await handle.close();
      renameSync(partial, file);
      io.stdout.write(`Backup written to ${file}\n`);
    } catch (err) {
      if (err instanceof CommandFailure || err instanceof ConfigError) throw err;
      fail(`Backup failed: ${(err as Error).message}`);
    }
  });
}
