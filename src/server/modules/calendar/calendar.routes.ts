import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '@shared/schemas/calendar';
import { fixtureIdFrom } from '../fixtures/fixture-ids';
import { feedAddress, fixtureCalendar, memberCalendar, publicCalendar, rotateFeed } from './calendar.service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** iCalendar files (RFC 5545): one fixture, every fixture, a member's own; and the member's feed address. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/fixtures/:id.ics',
    { config: { access: 'public' }, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const id = fixtureIdFrom(request.params.id);
      const text = await fixtureCalendar(app.deps, id);
      return reply
        .type(CALENDAR_TYPE)
        .header('Content-Disposition', `attachment; filename="fixture-${id}.ics"`)
        .header('Cache-Control', 'no-cache')
        .send(text);
    },
  );

  app.get('/calendar/fixtures.ics', { config: { access: 'public' }, schema: {} }, async (_request, reply) =>
    reply
      .type(CALENDAR_TYPE)
      .header('Content-Disposition', 'inline; filename="fixtures.ics"')
      .header('Cache-Control', 'no-cache')
      .send(await publicCalendar(app.deps)),
  );

  app.get(
    '/calendar/member/:token.ics',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string() }) } },
    async (request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header('Content-Disposition', 'inline; filename="my-fixtures.ics"')
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(await memberCalendar(app.deps, request.params.token)),
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
