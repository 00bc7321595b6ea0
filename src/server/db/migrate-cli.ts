// `npm run db:migrate`: applies every pending migration to DATABASE_URL (src/server/cli/run-migrate.ts).
import { loadDotEnv } from '../config';
import { processIo } from '../cli/command-line';
import { runMigrate } from '../cli/run-migrate';

loadDotEnv();
process.exitCode = await runMigrate(processIo());
