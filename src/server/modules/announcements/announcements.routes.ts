import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementHistorySchema,
  announcementPreviewRequestSchema,
  announcementPreviewSchema,
  announcementSchema,
  announcementSentSchema,
} from '@shared/schemas/announcements';
import { announcementHistory, previewAnnouncement, sendAnnouncement } from './announcements.service';

/** The Announcements admin panel: preview with the number of recipients, send through the outbox, history. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/announcements',
    { config: { access: 'admin' }, schema: { response: { 200: announcementHistorySchema } } },
    async (_request) => announcementHistory(app.db),
  );

  app.post(
    '/api/admin/announcements/preview',
    {
      config: { access: 'admin' },
      schema: { body: announcementPreviewRequestSchema, response: { 200: announcementPreviewSchema } },
    },
    async (request) => previewAnnouncement(app.deps, request.member!.id, request.body),
  );

  app.post(
    '/api/admin/announcements',
    {
      config: { access: 'admin' },
      schema: { body: announcementSchema, response: { 200: announcementSentSchema } },
    },
    async (request) => {
      const result = await sendAnnouncement(app.deps, request.member!.id, request.body);
      return result;
    },
  );
};
