import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@shared/schemas/accounts';
import { setupAdministratorSchema, setupTokenParamsSchema } from '@shared/schemas/setup';
import { HttpError } from '../../lib/http-errors';
import { sendDocumentProblemPage } from '../files/document-problem-page';
import { setSessionCookies } from '../sessions/sessions.service';
import { refuseUnlessMayOpen } from './setup-access';
import { checkSetupAddress, createFirstAdministrator } from './setup.service';

/**
 * The first run in production (DESIGN.md 'Society settings', decision 0063): the set-up address printed at a start
 * with no administrator. Its page, and the creation of the first administrator, who is signed in at once and
 * then fills in the society's settings with the administrator's own settings screen. Once there is an
 * administrator, both answer 404.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['setup'];
  const perIp = { max: app.config.loginRateLimit, timeWindow: 60_000 };

  /** Before the body is read: refused from elsewhere (403), or gone (404), whatever was sent. */
  const gate = async (request: FastifyRequest) => {
    refuseUnlessMayOpen(request, app.config);
    // Read before the schemas run: the router's parameter, always text.
    await checkSetupAddress(app.db, (request.params as { token: string }).token);
  };

  app.get(
    '/setup/:token',
    { config: { access: 'public' }, schema: { tags, params: setupTokenParamsSchema } },
    async (request, reply) => {
      try {
        await gate(request);
      } catch (err) {
        if (!(err instanceof HttpError) || !(request.headers.accept ?? '').includes('text/html')) throw err;
        return problemPage(reply, err);
      }
      // The client's page: the site's shell, as for any screen of the route table (nothing of the token in it).
      return reply.callNotFound();
    },
  );

  app.post(
    '/api/setup/:token',
    {
      config: { access: 'public', rateLimit: perIp },
      preValidation: gate,
      schema: {
        tags,
        params: setupTokenParamsSchema,
        body: setupAdministratorSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, session } = await createFirstAdministrator(app.db, request.params.token, request.body);
      request.log.info({ memberId: id }, 'first administrator created at the set-up address');
      setSessionCookies(reply, session, app.config.isProduction);
      return { auth_token: session.token, id, is_admin: true, expires_at: session.expiresAt };
    },
  );

  /** A browser that opens the address gets a page it can read, saying why it does not work. */
  function problemPage(reply: FastifyReply, err: HttpError) {
    const text = (err.body[''] as string[])[0];
    const title = err.statusCode === 403 ? 'Not from here' : 'Set-up address not in use';
    return sendDocumentProblemPage(reply, err.statusCode, {
      societyName: app.siteSettings.current.societyName,
      title,
      text,
      link: '/loginregister',
      linkText: 'Go to the sign-in page',
    });
  }
};
