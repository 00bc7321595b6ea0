// `npm run backup -- FILE [--force]`: an online, consistent copy of the SQLite database while the site runs.
// An existing FILE is kept unless --force says to replace it. On PostgreSQL use pg_dump (see the README).
import { existsSync, renameSync, rmSync } from 'node:fs';
import { argsOrUsage, fail } from './command-line';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { isPostgresUrl, openDatabase } from '../db/database';

const usage =
  'Usage: npm run backup -- FILE [--force]   (for example: npm run backup -- backups/society-2026-11-22.db)';

const args = argsOrUsage(
  { options: { force: { type: 'boolean', default: false } }, allowPositionals: true },
  usage,
);
const file = args.positionals[0];
if (!file || args.positionals.length > 1) fail(usage);
if (existsSync(file) && !args.values.force)
  fail(`${file} already exists: choose another name, or add --force to replace it.`);
try {
  loadDotEnv();
  const config = loadConfig();
  if (isPostgresUrl(config.databaseUrl))
    fail('DATABASE_URL is PostgreSQL: back up with pg_dump -Fc (see the README, "Backup and restore").');
  const handle = openDatabase(config.databaseUrl);
  // Written beside FILE first and renamed over it at the end: a replaced backup stays whole until the new one is.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  await handle.backup!(partial);
  await handle.close();
  renameSync(partial, file);
  console.log(`Backup written to ${file}`);
} catch (err) {
  fail(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`);
}
