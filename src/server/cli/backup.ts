// `npm run backup -- FILE [--force]`: an online, consistent copy of the SQLite database while the site runs
// (run-backup.ts does the work). On PostgreSQL use pg_dump (see the README).
import { loadDotEnv } from '../config';
import { processIo } from './command-line';
import { runBackup } from './run-backup';

loadDotEnv();
process.exitCode = await runBackup(process.argv.slice(2), processIo());
