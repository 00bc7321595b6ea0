import type { PageRendererModule } from '../../src/shared/page-data';
import { buildApp, loggerOptions, type App } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TestClient } from './http-client';

export interface TestApp {
  app: App;
  db: App['db'];
  config: Config;
  baseUrl: string;
  database: TestDatabase;
  client: () => TestClient;
  close: () => Promise<void>;
}

/** startTestApp's options besides the settings. */
export interface StartOptions {
  mailRetryBaseMs?: number;
  /** How often the mail worker looks at the outbox by itself (100 ms unless a test says). */
  mailPollMs?: number;
  addRoutes?: (app: App) => void;
  clientDir?: string;
  /** Renders the public pages (with clientDir's index.html as the shell). */
  pageRenderer?: PageRendererModule;
  /** Collects the app's log lines (level info and above, unless logLevel says) here. */
  logLines?: string[];
  /** The lowest level of the lines logLines collects: 'trace' to see everything the app could log. */
  logLevel?: string;
  /** The database to use, which its giver drops; unless given, a fresh one that `close` drops. */
  database?: TestDatabase;
  /** With the Stripe keys set: where the app finds Stripe's API (a stand-in on loopback, tests/helpers/stripe-stand-in.ts). */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** The real application, with the production options, on a fresh database, listening on a loopback port. */
export async function startTestApp(
  env: Record<string, string> = {},
  extra: StartOptions = {},
): Promise<TestApp> {
  const database = extra.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  config.mailPollMs = extra.mailPollMs ?? 100;
  config.clientDir = extra.clientDir;
  if (config.cards && extra.stripeApi) config.cards.api = extra.stripeApi;
  const app = await buildApp({
    config,
    database: database.handle,
    closeDatabase: false,
    mailRetryBaseMs: extra.mailRetryBaseMs ?? 200,
    pageRenderer: extra.pageRenderer,
    logger: extra.logLines && {
      ...(loggerOptions(extra.logLevel ?? 'info') as object),
      stream: { write: (line: string) => extra.logLines!.push(line) },
    },
  });
  extra.addRoutes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    db: app.db,
    config,
    baseUrl,
    database,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await app.close();
      if (!extra.database) await database.drop();
    },
  };
}
