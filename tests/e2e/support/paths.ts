import { join } from 'node:path';

/** Each run's files live under its port, so several runs (one per developer) never share a database or mailbox. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const ARTIFACTS = join(process.cwd(), 'tests', 'e2e', '.artifacts', String(E2E_PORT));
export const MAIL_DIR = join(ARTIFACTS, 'mail');
export const ACCOUNTS_FILE = join(ARTIFACTS, 'accounts.json');
export const SCREENSHOTS = join(process.cwd(), 'tests', 'e2e', '.artifacts', 'screenshots');
/** The built client the journeys use: dist/client, or a build of its own for a run on another port. */
export const CLIENT_DIR = join(
  process.cwd(),
  'dist',
  E2E_PORT === 3100 ? 'client' : `client-e2e-${E2E_PORT}`,
);
