import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsValuesSchema, siteSettingsSchema } from '@shared/schemas/settings';
import { isNotModified, markNotModified } from '../../lib/conditional-get';
import { notFound } from '../../lib/http-errors';
import { readUpload } from '../files/pdf-upload';
import { colourStyleSheet, colourVersion } from '@shared/society-colours';
import { checkCrest } from './crest-upload';
import { COLOURS_PATH, CREST_PATH, findCrest, saveCrest, saveSettings } from './settings.service';

/** An SVG crest opened on its own runs nothing and fetches nothing, whatever the cleaning missed. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The society's settings (DESIGN.md 'Society settings', decision 0059): read by everyone, changed by the
 * administrator. A save is one transaction; the kept answers and pages follow the data version, so the next request
 * anywhere shows the new settings.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  app.get(
    '/api/settings',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags, response: { 200: siteSettingsSchema } },
    },
    async () => app.siteSettings.current,
  );

  app.post(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      // Room for a welcome text far over its limit, so that it is refused by name rather than by size.
      bodyLimit: 1024 * 1024,
      schema: { tags, body: settingsValuesSchema, response: { 200: siteSettingsSchema } },
    },
    async (request) => {
      const saved = await saveSettings(app.db, request.member!.id, request.body);
      app.siteSettings.saved(saved);
      return saved;
    },
  );

  app.post(
    '/api/admin/settings/crest',
    {
      config: { access: 'admin' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: siteSettingsSchema } },
    },
    async (request) => {
      const upload = await readUpload(request);
      const crest = checkCrest(upload.file?.content);
      const saved = await saveCrest(app.db, request.member!.id, crest.type, crest.content);
      app.siteSettings.saved(saved);
      return saved;
    },
  );

  app.get(
    CREST_PATH,
    {
      config: { access: 'public' },
      schema: { tags, querystring: z.object({ v: z.string().max(20).optional() }) },
    },
    async (request, reply) => {
      const crest = await findCrest(app.db);
      if (!crest?.crest_type || !crest.crest_content)
        throw notFound('The society has no crest of its own yet');
      const content = Buffer.from(crest.crest_content);
      reply.header('Cache-Control', 'public, no-cache');
      if (crest.crest_type === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
      const etag = `"crest-${Date.parse(crest.updated_at).toString(36)}-${content.byteLength}"`;
      if (isNotModified(request, reply, { etag, lastModified: crest.updated_at })) {
        markNotModified(reply);
        return reply.send();
      }
      return reply.type(crest.crest_type).header('Content-Length', String(content.byteLength)).send(content);
    },
  );

  /**
   * The society's two colours as the style sheets' custom properties, linked from every page's head (so a page
   * never shows the old colours first). Its address names the colours: kept for a year under that address, and
   * revalidated under any other.
   */
  app.get(
    COLOURS_PATH,
    {
      config: { access: 'public' },
      schema: { tags, querystring: z.object({ v: z.string().max(20).optional() }) },
    },
    async (request, reply) => {
      const { colours } = app.siteSettings.current;
      const current = request.query.v === colourVersion(colours);
      return reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, no-cache')
        .send(colourStyleSheet(colours));
    },
  );
};
