import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '@shared/schemas/calendar';
import { isNotModified, markNotModified, weakEtagOf } from '../../lib/conditional-get';
import { fixtureIdFrom } from '../../lib/fixture-ids';
import { feedAddress, fixtureCalendar, memberCalendar, publicCalendar, rotateFeed } from './calendar.service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * An iCalendar answer with an ETag, and 304 to a calendar that polls with it: a feed is downloaded again only when
 * it has changed. DTSTAMP says when the file was made, so it differs on every fetch: the tag is of the rest.
 */
function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  headers: { disposition: string; cacheControl: string },
) {
  reply
    .header('Content-Disposition', headers.disposition)
    .header('Cache-Control', headers.cacheControl)
    .header('Vary', 'accept-encoding');
  const etag = weakEtagOf(text.replace(/^DTSTAMP:[^\r\n]*\r\n/gm, ''));
  if (isNotModified(request, reply, { etag })) {
    markNotModified(reply);
    return reply.send();
  }
  return reply.type(CALENDAR_TYPE).send(text);
}

/** iCalendar files (RFC 5545): one fixture, every fixture, a member's own; and the member's feed address. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/fixtures/:id.ics',
    { config: { access: 'public' }, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const id = fixtureIdFrom(request.params.id);
      return sendCalendar(request, reply, await fixtureCalendar(app.deps, id), {
        disposition: `attachment; filename="fixture-${id}.ics"`,
        cacheControl: 'no-cache',
      });
    },
  );

  app.get('/calendar/fixtures.ics', { config: { access: 'public' }, schema: {} }, async (request, reply) =>
    sendCalendar(request, reply, await publicCalendar(app.deps), {
      disposition: 'inline; filename="fixtures.ics"',
      cacheControl: 'no-cache',
    }),
  );

  app.get(
    '/calendar/member/:token.ics',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string() }) } },
    async (request, reply) => {
      const text = await memberCalendar(app.deps, request.params.token);
      // Personal: never stored by a proxy; a calendar that keeps its copy anyway may still poll with the ETag.
      reply.header('Referrer-Policy', 'no-referrer');
      return sendCalendar(request, reply, text, {
        disposition: 'inline; filename="my-fixtures.ics"',
        cacheControl: 'private, no-store',
      });
    },
  );

  app.get(
    '/api/calendar/feed',
    { config: { access: 'member' }, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => feedAddress(app.deps, request.member!.id),
  );

  app.post(
    '/api/calendar/feed/rotate',
    { config: { access: 'member' }, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => rotateFeed(app.deps, request.member!.id),
  );
};
