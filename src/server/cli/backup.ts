// `npm run backup -- FILE`: an online, consistent copy of the SQLite database while the site runs.
// On PostgreSQL use pg_dump (see the README), which is consistent by itself.
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { isPostgresUrl, openDatabase } from '../db/database';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run backup -- FILE   (for example: npm run backup -- backups/society-2026-11-22.db)',
  );
  process.exit(1);
}
try {
  loadDotEnv();
  const config = loadConfig();
  if (isPostgresUrl(config.databaseUrl)) {
    console.error(
      'DATABASE_URL is PostgreSQL: back up with pg_dump -Fc (see the README, "Backup and restore").',
    );
    process.exit(1);
  }
  const handle = openDatabase(config.databaseUrl);
  await handle.backup!(file);
  await handle.close();
  console.log(`Backup written to ${file}`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
