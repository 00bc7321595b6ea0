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
  const registerMails = new AttemptLimiter(REGISTER_MAILS_PER_ACCOUNT, 3_600_000);
  const emailChangeMails = new AttemptLimiter(profile.EMAIL_CHANGE_MAILS_PER_DAY, 24 * 3_600_000);

  app.post(
    '/api/account/register',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { body: registerSchema, response: { 200: registerResponseSchema } },
    },
    async (request) => {
      await registration.register(app.deps, request.body, registerMails);
      return { registered: true as const, message: REGISTERED_TEXT };
    },
  );

  app.post(
    '/api/account/confirmemail',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { body: confirmEmailSchema, response: { 200: confirmEmailResponseSchema } },
    },
    async (request) => registration.confirmEmail(app.deps, request.body.email, request.body.token),
  );

  app.post(
    '/api/account/confirmemailchange',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { body: confirmEmailChangeSchema, response: { 200: confirmEmailChangeResponseSchema } },
    },
    async (request) => confirmEmailChange(app.deps, request.body.email, request.body.token),
  );

  app.post(
    '/api/account/cancelemailchange',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { body: cancelEmailChangeSchema, response: { 200: cancelEmailChangeResponseSchema } },
    },
    async (request) => cancelEmailChange(app.deps, request.body.email, request.body.token),
  );

  app.get(
    '/api/account/tokeninfo',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { querystring: tokenInfoQuerySchema, response: { 200: tokenInfoResponseSchema } },
    },
    async (request) => registration.tokenInfo(app.deps, request.query.email, request.query.token),
  );

  app.post(
    '/api/account/updatepassword',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { body: updatePasswordSchema, response: { 200: updatePasswordResponseSchema } },
    },
    async (request) => {
      await registration.updatePassword(
        app.deps,
        request.body.email,
        request.body.token,
        request.body.password,
      );
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
