import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actBodySchema, actionLinkSchema, actQuerySchema, actResultSchema } from '@shared/schemas/act';
import { commonRoutes } from '../../lib/common-routes';
import { HttpError, waitInWords } from '../../lib/http-errors';
import { act, viewActionLink } from './act.service';

/** Presses of a link's button one address may make in a minute (a clubhouse's members may share one address). */
export const ACT_PRESSES_PER_MINUTE = 20;
/** Opening links' pages: generous, but a script cannot read links' states at speed. */
export const ACT_VIEWS_PER_MINUTE = 120;

/** The 429 of these routes, in words a member reading an e-mail on a phone understands. */
const tooMany = (_req: unknown, context: { ttl: number }) => {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new HttpError(
    429,
    {
      '': [
        `The button has been pressed too many times in a short while. Please wait ${waitInWords(seconds)} and try again: nothing else has changed.`,
      ],
    },
    { 'Retry-After': String(seconds) },
  );
};

/**
 * One-click answers in e-mails (DESIGN.md 'From the inbox'). The link is the proof of who is asking, so both
 * routes are open to anyone holding it. Reading a link never changes anything (mail scanners open links); only
 * the page's button, POST /api/act, acts.
 */
export const actRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/act',
    {
      config: {
        access: 'public',
        rateLimit: { max: ACT_VIEWS_PER_MINUTE, timeWindow: 60_000, errorResponseBuilder: tooMany },
      },
      schema: { tags: ['act'], querystring: actQuerySchema, response: { 200: actionLinkSchema } },
    },
    async (request) => viewActionLink(app.deps, request.query.token),
  );

  commonRoutes(app, 'act').publicAction(
    '/api/act',
    { max: ACT_PRESSES_PER_MINUTE, timeWindow: 60_000, errorResponseBuilder: tooMany },
    actBodySchema,
    actResultSchema,
    (body) => act(app.deps, body.token),
  );
};
