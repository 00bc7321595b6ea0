import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginResponseSchema,
  loginSchema,
  sendResetEmailResponseSchema,
  sendResetEmailSchema,
  sessionResponseSchema,
} from '@shared/schemas/accounts';
import {
  EMAIL_LINKS_PER_HOUR,
  emailLinkRequestResponseSchema,
  emailLinkRequestSchema,
  emailLinkSignInSchema,
} from '@shared/schemas/email-link';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendResetEmail } from '../accounts/registration.service';
import { sendSignInLink, signInWithLink, takeEmailLinkRequest } from './email-link.service';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { commonRoutes } from '../../lib/common-routes';
import { logIn } from './auth.service';
import {
  clearSessionCookies,
  endSession,
  setSessionCookies,
  type NewSession,
} from '../sessions/sessions.service';

/**
 * Login attempts allowed from one address for one account in 15 minutes before that address answers 429 for it
 * (counted in the database, so across server processes). A success starts the count again; other addresses are not slowed,
 * so a stranger's guesses cannot lock the member out.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Reset e-mails one address can be sent in an hour (further requests answer the same, and send nothing). */
export const RESET_MAILS_PER_ACCOUNT = 3;

/** Login, session, logout and forgot-password (DESIGN.md 'API contract' and 'Sessions and security'). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { max: app.config.loginRateLimit, timeWindow: 60_000 };
  const loginFailures = new AttemptLimiter(app.db, 'login', LOGIN_FAILURES_PER_ACCOUNT, 15 * 60_000);
  const resetMails = new AttemptLimiter(app.db, 'reset mail', RESET_MAILS_PER_ACCOUNT, 3_600_000);
  const emailLinks = new AttemptLimiter(app.db, 'sign-in link', EMAIL_LINKS_PER_HOUR, 3_600_000);
  const secure = app.config.isProduction;

  /** Starts the browser's session as every sign-in does (the password, or an e-mailed link). */
  async function answerNewSession(
    request: FastifyRequest,
    reply: FastifyReply,
    session: NewSession,
    member: { id: number; isAdmin: boolean },
  ) {
    // A sign-in replaces the session the browser had, if any.
    if (request.member) await endSession(app.db, request.member.sessionId);
    setSessionCookies(reply, session, secure);
    // auth_token duplicates the HttpOnly cookie on purpose: the spec's clients authenticate with
    // 'Authorization: Bearer <auth_token>'. The browser client never stores it (the cookie is its session), the
    // answer is 'private, no-store' and the token never reaches the log (README 'Reliability and security').
    return {
      auth_token: session.token,
      id: member.id,
      is_admin: member.isAdmin,
      expires_at: session.expiresAt,
    };
  }

  /**
   * Mail to an address that may or may not be a member's (the lookup, the token and the e-mail) is queued after the
   * answer, so that a member's address and an unknown one answer alike and in the same time (else the time would
   * tell which addresses are members). Work after the answer wakes the mail worker itself (plugins/mail-outbox.ts).
   */
  function mailAfterAnswer(work: () => Promise<unknown>, what: string) {
    setImmediate(() => {
      work()
        .then(() => app.mailer.kick())
        .catch((err: unknown) => app.log.error({ err }, `${what} could not be queued`));
    });
  }

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { body: loginSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { session, member } = await logIn(
        app.deps,
        request.body.username,
        request.body.password,
        loginFailures,
        request.ip,
      );
      return answerNewSession(request, reply, session, member);
    },
  );

  app.get(
    '/api/auth/session',
    { config: { access: 'member' }, schema: { response: { 200: sessionResponseSchema } } },
    async (request) => ({
      id: request.member!.id,
      is_admin: request.member!.isAdmin,
      expires_at: request.member!.expiresAt,
      ...(request.member!.passwordFreeUntil && { password_free_until: request.member!.passwordFreeUntil }),
    }),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ loggedOut: z.literal(true) }) } },
    },
    async (request, reply) => {
      if (request.member) await endSession(app.db, request.member.sessionId);
      clearSessionCookies(reply, secure);
      return { loggedOut: true as const };
    },
  );

  const routes = commonRoutes(app);
  routes.publicAction(
    '/api/auth/sendresetemail',
    perIp,
    sendResetEmailSchema,
    sendResetEmailResponseSchema,
    async ({ emailAddress }) => {
      mailAfterAnswer(() => sendResetEmail(app.deps, emailAddress, resetMails), 'reset e-mail');
      return { sent: true as const };
    },
  );
  routes.publicAction(
    '/api/auth/emaillink',
    perIp,
    emailLinkRequestSchema,
    emailLinkRequestResponseSchema,
    async ({ email, next }) => {
      await takeEmailLinkRequest(email, emailLinks);
      mailAfterAnswer(() => sendSignInLink(app.deps, email, next), 'sign-in link');
      return { sent: true as const };
    },
  );

  app.post(
    '/api/auth/emaillink/signin',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: { body: emailLinkSignInSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { session, member } = await signInWithLink(app.deps, request.body.token);
      return answerNewSession(request, reply, session, member);
    },
  );
};
