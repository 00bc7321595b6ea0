import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  REGISTERED_TEXT,
  cancelEmailChangeResponseSchema,
  cancelEmailChangeSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  confirmEmailChangeResponseSchema,
  confirmEmailChangeSchema,
  confirmEmailResponseSchema,
  confirmEmailSchema,
  contactDetailsSchema,
  membershipDetailsSchema,
  registerResponseSchema,
  registerSchema,
  tokenInfoQuerySchema,
  tokenInfoResponseSchema,
  updatePasswordResponseSchema,
  updatePasswordSchema,
  userProfileSchema,
} from '@shared/schemas/accounts';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { commonRoutes } from '../../lib/common-routes';
import * as registration from './registration.service';
import * as profile from './profile.service';
import { cancelEmailChange, confirmEmailChange } from './email-change.service';
import { changePassword, identityErrors } from './passwords.service';

/** E-mails one address can be sent by registrations in an hour (further registrations answer the same). */
export const REGISTER_MAILS_PER_ACCOUNT = 3;
export { PASSWORD_CHECKS_PER_ACCOUNT, PASSWORD_CHECKS_PER_SESSION } from './password-checks';

/** Register, confirm, reset and profile routes (spec §7 'Account and authentication', 'Admin'). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { max: app.config.loginRateLimit, timeWindow: 60_000 };
  const registerMails = new AttemptLimiter(app.db, 'register mail', REGISTER_MAILS_PER_ACCOUNT, 3_600_000);
  const emailChangeMails = new AttemptLimiter(
    app.db,
    'address change mail',
    profile.EMAIL_CHANGE_MAILS_PER_DAY,
    24 * 3_600_000,
  );

  const routes = commonRoutes(app);
  routes.publicAction(
    '/api/account/register',
    perIp,
    registerSchema,
    registerResponseSchema,
    async (body) => {
      await registration.register(app.deps, body, registerMails);
      return { registered: true as const, message: REGISTERED_TEXT };
    },
  );
  routes.publicAction(
    '/api/account/confirmemail',
    perIp,
    confirmEmailSchema,
    confirmEmailResponseSchema,
    (body) => registration.confirmEmail(app.deps, body.email, body.token),
  );
  routes.publicAction(
    '/api/account/confirmemailchange',
    perIp,
    confirmEmailChangeSchema,
    confirmEmailChangeResponseSchema,
    (body) => confirmEmailChange(app.deps, body.email, body.token),
  );
  routes.publicAction(
    '/api/account/cancelemailchange',
    perIp,
    cancelEmailChangeSchema,
    cancelEmailChangeResponseSchema,
    (body) => cancelEmailChange(app.deps, body.email, body.token),
  );

  app.get(
    '/api/account/tokeninfo',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { querystring: tokenInfoQuerySchema, response: { 200: tokenInfoResponseSchema } },
    },
    async (request) => registration.tokenInfo(app.deps, request.query.email, request.query.token),
  );

  routes.publicAction(
    '/api/account/updatepassword',
    perIp,
    updatePasswordSchema,
    updatePasswordResponseSchema,
    async (body) => {
      await registration.updatePassword(app.deps, body.email, body.token, body.password);
      return { updated: true as const };
    },
  );

  app.post(
    '/api/account/updatecontactdetails',
    {
      config: { access: 'member' },
      schema: { body: contactDetailsSchema, response: { 200: userProfileSchema } },
    },
    async (request) =>
      profile.updateContactDetails(app.deps, request.member!, request.body, {
        passwordChecks: app.passwordChecks,
        changeMails: emailChangeMails,
      }),
  );

  app.post(
    '/api/account/updatemembershipdetails',
    {
      config: { access: 'member' },
      schema: { body: membershipDetailsSchema, response: { 200: userProfileSchema } },
    },
    async (request) => profile.updateMembershipDetails(app.deps, request.member!, request.body),
  );

  app.post(
    '/api/account/changepassword',
    {
      config: { access: 'member' },
      schema: {
        body: changePasswordSchema,
        response: { 200: changePasswordResponseSchema },
      },
      // Every refusal of this route, bad input included, has the {"errors": [...]} shape (DESIGN.md).
      // (Thrown on, the error reaches the app's error handler, which sends an HttpError's body as it is.)
      errorHandler: (error) => {
        if (hasZodFastifySchemaValidationErrors(error)) {
          throw identityErrors(
            error.validation.map((v) => ({
              code: 'InvalidInput',
              description: v.message ?? 'Invalid value',
            })),
          );
        }
        throw error;
      },
    },
    async (request) => changePassword(app.deps, request.member!, request.body, app.passwordChecks),
  );
};
