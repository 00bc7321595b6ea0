// `npm run admin:create -- --email E [--first-name F --last-name L] [--reset-password]`: creates the first
// administrator of a production site, or makes an existing member one (run-admin-create.ts does the work).
import { loadDotEnv } from '../config';
import { processIo } from './command-line';
import { runAdminCreate } from './run-admin-create';

loadDotEnv();
process.exitCode = await runAdminCreate(process.argv.slice(2), processIo());
