// The site as the browser journeys see it: the real app on a fresh SQLite file with the demo data,
// sending its e-mail to a real SMTP server on loopback that writes each message to a file the tests read.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { seedDemoData } from '../../../src/server/db/seed/seed';
import { loadPageRenderer } from '../../../src/server/modules/pages/load-renderer';
import { SmtpSink, rawHeader } from '../../helpers/smtp-sink';
import { ACCOUNTS_FILE, ARTIFACTS, CLIENT_DIR, E2E_PORT, MAIL_DIR } from './paths';

const port = E2E_PORT;
rmSync(join(ARTIFACTS, 'mail'), { recursive: true, force: true });
rmSync(join(ARTIFACTS, 'db'), { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });
mkdirSync(join(ARTIFACTS, 'db'), { recursive: true });

const sink = await new SmtpSink().start();
let count = 0;
sink.onMessage = (mail) => {
  count += 1;
  writeFileSync(
    join(MAIL_DIR, `${String(count).padStart(4, '0')}.json`),
    JSON.stringify({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      listUnsubscribe: rawHeader(mail, 'List-Unsubscribe') ?? null,
      listUnsubscribePost: rawHeader(mail, 'List-Unsubscribe-Post') ?? null,
    }),
  );
};

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  DATABASE_URL: join(ARTIFACTS, 'db', 'e2e.db'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: sink.url,
  // A server error in a journey is printed with its cause (stdout is piped in playwright.config.ts).
  LOG_LEVEL: 'error',
  CONTACT_EMAIL: 'secretary@society.example',
  // The society's bank details, shown with each member's statement (My Profile, My Account).
  PAYMENT_DETAILS: 'Old Boys Golf Society\nSort code 12-34-56\nAccount number 12345678',
  // Every journey logs in from 127.0.0.1, two at a time: the per-address login limit (10 a minute by default)
  // would refuse them. The API tests check the limit itself.
  LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT || '1000',
  // Announcements to a house go out quickly enough for a journey to wait for them.
  MAIL_PER_SECOND: process.env.MAIL_PER_SECOND || '50',
});
config.clientDir = CLIENT_DIR;
config.mailPollMs = 200;

const database = openDatabase(config.databaseUrl);
await migrateToLatest(database);
const demo = await seedDemoData(database);
writeFileSync(ACCOUNTS_FILE, JSON.stringify(demo));

const pageRenderer = loadPageRenderer(CLIENT_DIR);
if (!pageRenderer) throw new Error(`The journeys need the page renderer built beside ${CLIENT_DIR}`);
const app = await buildApp({ config, database, mailRetryBaseMs: 200, pageRenderer });
await app.listen({ port, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  await sink.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
