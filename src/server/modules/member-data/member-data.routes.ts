import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAccountResponseSchema,
  deleteAccountSchema,
  privacyBodySchema,
  privacySchema,
} from '@shared/schemas/member-data';
import { clearSessionCookies } from '../auth/sessions.service';
import { deleteAccount } from './account-delete.service';
import { exportMemberData, setPrivacy } from './member-data.service';

/** A member's rights over their data: privacy choices, a copy of everything held, and erasure. */
export const memberDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { max: app.config.loginRateLimit, timeWindow: 60_000 };

  app.post(
    '/api/account/privacy',
    { config: { access: 'member' }, schema: { body: privacyBodySchema, response: { 200: privacySchema } } },
    async (request) => setPrivacy(app.deps, request.member!, request.body),
  );

  app.get('/api/account/export', { config: { access: 'member' } }, async (request, reply) => {
    const data = await exportMemberData(app.deps, request.member!);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="my-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/api/account/delete',
    {
      config: { access: 'member', rateLimit: perIp },
      schema: { body: deleteAccountSchema, response: { 200: deleteAccountResponseSchema } },
    },
    async (request, reply) => {
      const result = await deleteAccount(
        app.deps,
        app.passwordChecks,
        request.member!,
        request.body.id,
        request.body.password,
      );
      if (request.body.id === request.member!.id) clearSessionCookies(reply, app.config.isProduction);
      return result;
    },
  );
};
