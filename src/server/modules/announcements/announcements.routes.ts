import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementHistorySchema,
  announcementPreviewRequestSchema,
  announcementPreviewSchema,
  announcementSchema,
  announcementSentSchema,
} from '@shared/schemas/announcements';
import { z } from 'zod';
import { MESSAGE_CSP } from '../mail/layout/message-csp';
import { withDataImages } from '../mail/layout/inline-images';
import { announcementHistory, previewAnnouncement, sendAnnouncement } from './announcements.service';

/** The Announcements admin panel: preview with the number of recipients, send through the outbox, history. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = () => ({
    db: app.db,
    publicUrl: app.config.publicUrl,
    societyName: app.config.societyName,
    contactEmail: app.config.contactEmail,
  });

  app.get(
    '/api/admin/announcements',
    { config: { access: 'admin' }, schema: { response: { 200: announcementHistorySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return announcementHistory(app.db);
    },
  );

  // The preview's HTML, as it will arrive, for a sandboxed frame in the panel: the message's inline styles need a
  // policy of their own, which the panel's page (no inline styles) cannot give.
  app.get(
    '/api/admin/announcements/preview.html',
    {
      config: { access: 'admin' },
      schema: {
        querystring: announcementPreviewRequestSchema.pick({ subject: true, body: true }).extend({
          subject: z.string().max(400).default(''),
          body: z.string().max(20_000).default(''),
        }),
      },
    },
    async (request, reply) => {
      const { subject, body } = request.query;
      const audience = { kind: 'all' } as const;
      const m = await previewAnnouncement(site(), request.member!.id, { subject, body, audience });
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('content-security-policy', MESSAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(withDataImages(m.html));
    },
  );

  app.post(
    '/api/admin/announcements/preview',
    {
      config: { access: 'admin' },
      schema: { body: announcementPreviewRequestSchema, response: { 200: announcementPreviewSchema } },
    },
    async (request) => previewAnnouncement(site(), request.member!.id, request.body),
  );

  app.post(
    '/api/admin/announcements',
    {
      config: { access: 'admin' },
      schema: { body: announcementSchema, response: { 200: announcementSentSchema } },
    },
    async (request) => {
      const result = await sendAnnouncement(site(), request.member!.id, request.body);
      app.mailer.kick();
      return result;
    },
  );
};
