import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';

/** Routes marked `cacheable` answer with an ETag, and 304 when the client already has that version. */
export const etagPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config?.cacheable || reply.statusCode !== 200 || request.method !== 'GET') {
        return payload;
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('ETag', etag);
      // Public data may be cached by the browser but must be checked with the server each time.
      reply.header('Cache-Control', 'public, no-cache');
      const inm = request.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim() === etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'etag' },
);
