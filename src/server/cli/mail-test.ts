// `npm run mail:test -- --to ADDRESS`: sends one message in the site's layout through SMTP_URL, from MAIL_FROM, at
// once, and says what the mail server answered, or why it refused (run-mail-test.ts does the work).
import { loadDotEnv } from '../config';
import { processIo } from './command-line';
import { runMailTest } from './run-mail-test';

loadDotEnv();
process.exitCode = await runMailTest(process.argv.slice(2), processIo());
