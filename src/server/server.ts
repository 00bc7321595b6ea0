import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { isPostgresUrl, openDatabase } from './db/database';
import { holdServerLock, secondServerMessage } from './db/server-lock';
import { migrateToLatest } from './db/migrate';
import { shutdownState } from './lib/shutting-down';
import { issueSetupAddress } from './modules/setup/setup.service';
import { setupAddressBlock } from './modules/setup/setup-notice';
import { loadPageRenderer } from './modules/pages/load-renderer';
import { findDemoAccounts } from './db/seed/demo-data.repository';
import {
  checkProductionEnv,
  demoDataBlock,
  startCheckBlock,
  unwritableDatabaseBlock,
} from './production-check';

async function main() {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // A production site needs its public address and its real mail addresses: say what is missing, in one block.
  const check = config.isProduction ? checkProductionEnv(process.env) : { missing: [], warnings: [] };
  if (check.missing.length > 0) {
    console.error(startCheckBlock(check));
    process.exit(1);
  }
  // The built client beside the server: dist/client from src/server (tsx) and from dist/server (the build) alike.
  config.clientDir ??= fileURLToPath(new URL('../../dist/client', import.meta.url));

  // The app's logger once it exists; a connection lost while migrating goes to stderr.
  const log: { to?: FastifyBaseLogger } = {};
  const database = openDatabase(config.databaseUrl, {
    onConnectionLost: (err) => {
      const message = 'database connection lost; the next query reconnects';
      if (log.to) log.to.warn({ err: err.message }, message);
      else console.error(`${message} (${err.message})`);
    },
  });
  // A database restored by root is opened read-only by the site's user: every login would fail.
  const unwritable = database.unwritablePath?.();
  if (unwritable) {
    console.error(unwritableDatabaseBlock(unwritable, config.databaseUrl));
    await database.close();
    process.exit(1);
  }
  // One server process on a SQLite file (decision 0052): a second one is refused, saying why.
  if (!isPostgresUrl(config.databaseUrl) && config.databaseUrl !== ':memory:') {
    if (!holdServerLock(config.databaseUrl)) {
      console.error(secondServerMessage(config.databaseUrl));
      await database.close();
      process.exit(1);
    }
  }
  await migrateToLatest(database);
  // The quick start fills data/society.db with demo data; a production start on it would let the README's demo
  // password in and send reminders to the demo members. Checked before the mail worker and reminders start.
  if (config.isProduction && !config.allowDemoData) {
    const demo = await findDemoAccounts(database.db);
    if (demo.demoMembers > 0) {
      console.error(demoDataBlock(demo, config.databaseUrl));
      await database.close();
      process.exit(1);
    }
  }
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel),
    pageRenderer: loadPageRenderer(config.clientDir),
  });
  log.to = app.log;
  if (!config.isProduction) {
    // Loaded only here: the demo data (and pdf-lib, which draws its PDFs) never reach a production server.
    const { demoAdminStillDefault, seedIfEmpty } = await import('./db/seed/seed');
    if (await seedIfEmpty(database)) app.log.info('Demo data loaded');
    const demo = await demoAdminStillDefault(database);
    if (demo)
      console.log(
        `\n  Demo administrator: ${demo.adminEmail}  password: ${demo.adminPassword}\n` +
          '  (still the demo password: change it on My Profile, or with\n' +
          `  npm run admin:create -- --email ${demo.adminEmail} --reset-password)\n`,
      );
  } else if (check.warnings.length > 0 && config.logLevel !== 'silent') console.error(startCheckBlock(check));
  // The first run: with no administrator yet, a one-time set-up address (decision 0063), printed once listening.
  const setup = await issueSetupAddress(database.db);

  // Graceful shutdown: keep accepting while connections are still arriving (closing the listener would reset
  // connections the kernel has queued but the server has not yet accepted), ask clients not to keep the
  // connection open, then stop listening, finish the requests in flight and close the database.
  let closing = false;
  let arrivals = 0;
  app.server.on('connection', () => (arrivals += 1));
  app.server.on('request', () => (arrivals += 1));
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    shutdownState.started = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Quiet means six turns of the event loop in a row (at least 300 ms) with no new connection and no new request:
    // the balancer's health check has seen /healthz answer 503 and sends nothing more here. Requests count too,
    // because a balancer sends them on connections it keeps open, and closing an idle one as it sends a request
    // fails that request (decision 0064). Counted in turns, not only in time, because a busy or descheduled
    // process would otherwise see 300 ms pass without having looked at the connections waiting to be accepted,
    // and closing the listener resets those. At most 10 s: Caddy checks every second (docs/deploy).
    const started = Date.now();
    let quietTurns = 0;
    while (quietTurns < 6 && Date.now() - started < 10_000) {
      const seen = arrivals;
      await new Promise((r) => setTimeout(r, 50));
      // setImmediate runs after the poll phase: connections that arrived meanwhile have been accepted.
      await new Promise((r) => setImmediate(r));
      quietTurns = arrivals === seen ? quietTurns + 1 : 0;
    }
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`  ${config.societyName} is running at http://localhost:${port}`);
  if (setup)
    console.log(
      setupAddressBlock({ ...setup, publicUrl: config.publicUrl, localUrl: `http://localhost:${port}` }),
    );
  if (!config.isProduction) console.log(developmentModeBanner(config.env, port, !!config.smtpUrl));
}

/** Said at every start outside production: what this mode is for, and how to run the site for real. */
function developmentModeBanner(env: string, port: number, smtp: boolean) {
  return [
    '',
    `  DEVELOPMENT MODE (NODE_ENV=${env}): for trying the site on this computer, not for a society.`,
    "  - An empty database is filled with demo data; the demo administrator's password is the published one.",
    `  - Every e-mail can be read at http://localhost:${port}/dev/mailbox${smtp ? ' (and is also sent through SMTP_URL)' : '; none is sent (SMTP_URL is not set)'}.`,
    "  To run it for real: NODE_ENV=production, the society's own settings and a database of its own",
    '  (README, "Running in production"; on a server, docs/deploy/README.md).',
    '',
  ].join('\n');
}

main().catch((err) => {
  console.error(err instanceof Error ? `Could not start: ${err.message}` : err);
  process.exit(1);
});
