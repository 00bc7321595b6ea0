import fp from 'fastify-plugin';

/**
 * Every API answer that has not said otherwise (the public lists say 'public, no-cache') is
 * 'private, no-store': profiles, member lists, the login answer with its token, the session, token checks, the
 * admin lists and every refusal are never kept by a browser or a shared cache.
 */
export const privateAnswersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && request.url.toLowerCase().startsWith('/api/'))
        reply.header('Cache-Control', 'private, no-store');
      return payload;
    });
  },
  { name: 'private-answers' },
);
