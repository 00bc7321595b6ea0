import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preferencesSchema,
  unsubscribeBodySchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  updatePreferencesSchema,
} from '@shared/schemas/preferences';
import { formError } from '../../lib/http-errors';
import { unsubscribe, unsubscribeInfo, updatePreferences } from './preferences.service';

const UNREADABLE_FORM = 'That form could not be read. Please use the link in the e-mail again.';

/** E-mail preferences, and unsubscribing from a link without signing in (one click, RFC 8058). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail programs send the one-click request as a form: `List-Unsubscribe=One-Click` (RFC 8058 §3.1).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/account/preferences',
    {
      config: { access: 'member' },
      schema: { body: updatePreferencesSchema, response: { 200: preferencesSchema } },
    },
    async (request) => updatePreferences(app.db, request.member!, request.body),
  );

  app.get(
    '/api/unsubscribe',
    {
      config: { access: 'public' },
      schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeInfoSchema } },
    },
    async (request) => unsubscribeInfo(app.db, request.query.token),
  );

  app.post(
    '/api/unsubscribe',
    {
      config: { access: 'public' },
      // RFC 8058 §3.1: providers SHOULD send the one-click POST as multipart/form-data. @fastify/multipart leaves
      // such a body unread, so its fields are read here (a file part is drained and dropped) before validation.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const fields: Record<string, string> = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') fields[part.fieldname] = String(part.value);
            else for await (const chunk of part.file) void chunk;
          }
        } catch {
          // A broken form (a cut boundary, a part too large) is the sender's fault, never the server's.
          throw formError(UNREADABLE_FORM);
        }
        request.body = fields;
      },
      schema: {
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResultSchema },
      },
    },
    async (request) => unsubscribe(app.db, request.query.token ?? request.body?.token),
  );
};
