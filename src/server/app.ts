import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import './fastify-types';
// The phone number rules, at hand for every check of a mobile number in the shared schemas (decision 0043).
import '@shared/phone-numbers';
import { isLoopbackHost, type Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { PageRendererModule } from '@shared/page-data';
import { MAX_PDF_BYTES } from '@shared/constants';
import { securityHeadersPlugin } from './plugins/security-headers';
import { useTokenSecret } from './lib/site-secret';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { mailOutboxPlugin } from './plugins/mail-outbox';
import { responseCachePlugin } from './plugins/response-cache';
import { changeNoticesPlugin } from './plugins/change-notices';
import { staticClientPlugin } from './plugins/static-client';
import { privateAnswersPlugin } from './plugins/private-answers';
import { inFlightPlugin } from './plugins/in-flight';
import { controlCharactersPlugin } from './plugins/control-characters';
import { DEFAULT_BODY_LIMIT, bodyLimitsPlugin } from './plugins/body-limits';
import { healthRoutes } from './modules/health/health.routes';
import { PasswordChecks } from './modules/accounts/password-checks';
import { authRoutes } from './modules/auth/auth.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { latestResultsRoutes } from './modules/latest-results/latest-results.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { resultsAdminRoutes } from './modules/results/results-admin.routes';
import { otherResultsRoutes } from './modules/other-results/other-results.routes';
import { publicationsRoutes } from './modules/publications/publications.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { courseTeesRoutes } from './modules/courses/course-tees.routes';
import { foursomesRoutes } from './modules/foursomes/foursomes.routes';
import { competitionsRoutes } from './modules/competitions/competitions.routes';
import { competitionOffersRoutes } from './modules/competitions/competition-offers.routes';
import { competitionPublishRoutes } from './modules/competitions/competition-publish.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { filesRoutes } from './modules/files/files.routes';
import { membersRoutes } from './modules/members/members.routes';
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes';
import { memberImportRoutes } from './modules/member-import/member-import.routes';
import { outboxAdminRoutes } from './modules/outbox-admin/outbox-admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { fixturesRoutes } from './modules/fixtures/fixtures.routes';
import { fixtureSignupRoutes } from './modules/fixtures/fixture-signup.routes';
import { fixturesAdminRoutes } from './modules/fixtures/fixtures-admin.routes';
// Golf days: players, waiting list, team.
import { fixturePlayersRoutes } from './modules/fixtures/fixture-players.routes';
import { fixtureResultsRoutes } from './modules/fixtures/fixture-results.routes';
import { fixtureScoresRoutes } from './modules/fixtures/scoring/fixture-scores.routes';
import { orderOfMeritRoutes } from './modules/order-of-merit/order-of-merit.routes';
import { rollOfHonourRoutes } from './modules/roll-of-honour/roll-of-honour.routes';
// Keeping members informed: reminders, calendars, mail preferences, announcements.
import { remindersPlugin } from './plugins/reminders';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
// Members' data: privacy, export and erasure, subscriptions, retention.
import { memberDataRoutes } from './modules/member-data/member-data.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { retentionPlugin } from './plugins/retention';
import { subscriptionChargesPlugin } from './plugins/subscription-charges';
import { competitionOffersPlugin } from './plugins/competition-offers';
// From the inbox: one-click answers in e-mails.
import { actRoutes } from './modules/act/act.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { cardPaymentsRoutes } from './modules/payments/cards/card-payments.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { PAGE_BOOT_HASH } from './modules/pages/page-boot';
import { openapiOptions } from './openapi/openapi-options';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database when the app closes (the server does; tests that share one database do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  mailRetryBaseMs?: number;
  /** Renders the public pages (the built dist/render/entry-server.cjs, or its source in tests): decision 0009. */
  pageRenderer?: PageRendererModule;
}

/** Paths and fields that never reach the log: tokens, passwords, cookies. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'req.headers["stripe-signature"]',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    serializers: {
      // Query strings can carry e-mail tokens: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        // A member's calendar feed has its secret in the path: logged without it.
        // So has a one-click link of an e-mail (/act/{token}).
        url: req.url
          .split('?')[0]
          .replace(/^(\/calendar\/member\/)[^/]+/i, '$1[redacted]')
          .replace(/^(\/act\/)[^/]+/i, '$1[redacted]')
          // And the first run's set-up address (/setup/{token}, /api/setup/{token}).
          .replace(/^((?:\/api)?\/setup\/)[^/]+/i, '$1[redacted]'),
        ip: req.ip,
      }),
    },
  };
}

/** Builds the whole application; never listens. Tests use it with the same options as production. */
export async function buildApp(opts: AppOptions) {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: DEFAULT_BODY_LIMIT,
    forceCloseConnections: 'idle',
    // Requests that reach an open connection while the server shuts down are still served, not refused.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // The secret of calendar-feed and unsubscribe links, kept outside the database (decision 0023).
  useTokenSecret(config);

  // External plugins.
  await app.register(bodyLimitsPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The boot script of a server-rendered page is the only inline script, allowed by its hash.
        scriptSrc: ["'self'", PAGE_BOOT_HASH],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same rule as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });
  // Answers up to 64 KB are compressed in one call on the event loop: on a small server a zlib stream per answer
  // costs more in set-up and thread hand-offs than the compression itself.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(cookie);
  // Counted in the database, so that a limit holds across server processes (decision 0052).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(opts.database.db) });
  await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 20 } });
  await app.register(swagger, openapiOptions(config.societyName, config.publicUrl));

  // Our plugins.
  await app.register(dbPlugin, { handle: opts.database, closeOnShutdown: opts.closeDatabase ?? true });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { dataVersion: opts.database.dataVersion });
  await app.register(mailOutboxPlugin, { retryBaseMs: opts.mailRetryBaseMs });
  await app.register(responseCachePlugin, { dataVersion: opts.database.dataVersion });
  // PostgreSQL: what the other processes change, this one is told of (decision 0052).
  await app.register(changeNoticesPlugin, { database: opts.database });
  await app.register(privateAnswersPlugin);
  await app.register(controlCharactersPlugin);
  // Last of the plugins: closing waits for the handlers still running before the others close (the database).
  await app.register(inFlightPlugin);

  // One set of limits on checking a member's current password, shared by every route that checks it.
  app.decorate('passwordChecks', new PasswordChecks(app.db));

  // Feature modules.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(latestResultsRoutes);
  await app.register(resultsRoutes);
  await app.register(resultsAdminRoutes);
  await app.register(otherResultsRoutes);
  await app.register(publicationsRoutes);
  await app.register(coursesRoutes);
  await app.register(courseTeesRoutes);
  await app.register(filesRoutes);
  await app.register(membersRoutes);
  await app.register(adminMembersRoutes);
  await app.register(memberImportRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(auditRoutes);
  // Scratch Foursomes administration.
  await app.register(foursomesRoutes);
  await app.register(competitionsRoutes);
  await app.register(competitionOffersRoutes);
  await app.register(competitionOffersPlugin);
  await app.register(competitionPublishRoutes);
  await app.register(fixturesRoutes);
  await app.register(fixtureSignupRoutes);
  await app.register(fixturesAdminRoutes);
  await app.register(fixturePlayersRoutes);
  await app.register(fixtureResultsRoutes);
  await app.register(fixtureScoresRoutes);
  await app.register(orderOfMeritRoutes);
  await app.register(rollOfHonourRoutes);
  // Keeping members informed: reminders, calendars, mail preferences, announcements.
  await app.register(remindersPlugin);
  await app.register(calendarRoutes);
  await app.register(preferencesRoutes);
  await app.register(announcementsRoutes);
  // Members' data: privacy, export and erasure, subscriptions, retention.
  await app.register(memberDataRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(retentionPlugin);
  await app.register(actRoutes);
  // Money: statements, the treasurer's payments and balances, bank statements.
  await app.register(paymentsRoutes);
  // The year's subscription charged to every member, by a job (decision 0061).
  await app.register(subscriptionChargesPlugin);
  // Paying by card, only with the society's Stripe keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).
  await app.register(cardPaymentsRoutes);
  // The society's settings: its words, crest, colours, houses, titles and fees (decision 0059).
  await app.register(settingsRoutes);
  // The first run: the set-up address printed at a start with no administrator (decision 0063).
  await app.register(setupRoutes);
  // The development mailbox only outside production and only on a loopback address: it shows every link.
  if (!config.isProduction && isLoopbackHost(config.host)) await app.register(devMailboxRoutes);
  // The API description names the admin routes: in production only members and administrators read it.
  app.get(
    '/api/docs/json',
    {
      config: { access: config.isProduction ? 'member' : 'public', cacheable: !config.isProduction },
    },
    async () => app.swagger(),
  );

  await app.register(staticClientPlugin, { clientDir: config.clientDir, pageRenderer: opts.pageRenderer });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
