import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '@shared/schemas/accounts';
import {
  deleteAccountResponseSchema,
  deleteAccountSchema,
  getUserResponseSchema,
  privacyBodySchema,
  privacySchema,
} from '@shared/schemas/member-data';
import { getUser } from '../accounts/profile.service';
import { getPreferences } from '../preferences/preferences.service';
import { clearSessionCookies } from '../sessions/sessions.service';
import { deleteAccount } from './account-delete.service';
import { exportMemberData, memberDataOf, setPrivacy } from './member-data.service';

/** A member's rights over their data: privacy choices, a copy of everything held, and erasure. */
export const memberDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { max: app.config.loginRateLimit, timeWindow: 60_000 };

  // A member's profile with their preferences and this module's data (privacy, subscriptions): it lives here, the
  // module that reads all three, so that accounts need not import member-data.
  app.get(
    '/api/Account/GetUser/:userId',
    {
      config: { access: 'member' },
      schema: { params: userIdParamsSchema, response: { 200: getUserResponseSchema } },
    },
    async (request) => {
      const user = await getUser(app.deps, request.member!, request.params.userId);
      return {
        ...user,
        preferences: await getPreferences(app.db, user.id),
        ...(await memberDataOf(app.db, user.id)),
      };
    },
  );

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
