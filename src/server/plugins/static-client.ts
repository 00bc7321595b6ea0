import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NOT_FOUND = { '': ['Not found'] };

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other page path so deep links work. Unknown /api paths answer JSON 404.
 */
export const staticClientPlugin = fp<{ clientDir?: string }>(
  async (app, { clientDir }) => {
    const indexFile = clientDir ? join(clientDir, 'index.html') : undefined;
    const hasClient = !!indexFile && existsSync(indexFile);
    const indexHtml = hasClient ? readFileSync(indexFile!) : undefined;

    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir!,
        wildcard: true,
        index: false,
        setHeaders(res, path) {
          if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'public, no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0].toLowerCase();
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        !path.startsWith('/pdfs/') &&
        !path.startsWith('/assets/') &&
        path !== '/api';
      if (wantsPage && indexHtml) {
        return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
      }
      return reply.code(404).send(NOT_FOUND);
    });
  },
  { name: 'static-client' },
);
