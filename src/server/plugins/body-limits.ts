import fp from 'fastify-plugin';

/** Bodies every JSON route may take: the largest form (a fixture with its comments) fits. */
export const DEFAULT_BODY_LIMIT = 32 * 1024;
/** Routes that take a few fields only (login, registration, tokens, passwords, profile, sign-up): a few KB. */
export const SMALL_BODY_LIMIT = 4 * 1024;

const SMALL_BODY_ROUTES = new Set(
  [
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/sendresetemail',
    '/api/auth/emaillink',
    '/api/auth/emaillink/signin',
    '/api/admin/members/offline',
    '/api/account/register',
    '/api/account/confirmemail',
    '/api/account/confirmemailchange',
    '/api/account/updatepassword',
    '/api/account/changepassword',
    '/api/account/updatecontactdetails',
    '/api/account/updatemembershipdetails',
    '/api/admin/approveuser',
    '/api/fixtures/enter',
    '/api/fixtures/leave',
    '/api/fixtures/booking',
  ].map((u) => u.toLowerCase()),
);

/**
 * One request cannot hold the event loop by the size of its body. Small routes take a few KB,
 * the rest the default (uploads have their own limits, @fastify/multipart's); a request for an unknown path is
 * answered 404 before its body is read, so it is never parsed.
 */
export const bodyLimitsPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.bodyLimit === undefined && SMALL_BODY_ROUTES.has((route.url ?? '').toLowerCase()))
        route.bodyLimit = SMALL_BODY_LIMIT;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const hasBody =
        request.headers['transfer-encoding'] !== undefined ||
        Number(request.headers['content-length'] ?? 0) > 0;
      if (hasBody || (request.method !== 'GET' && request.method !== 'HEAD'))
        return reply.code(404).send({ '': ['Not found'] });
    });
  },
  { name: 'body-limits' },
);
