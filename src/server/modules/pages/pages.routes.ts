import type { FastifyPluginAsync } from 'fastify';
import { PAGE_DATA_ERROR, type PageRendererModule } from '@shared/page-data';
import { canonicalPath, pageDocument, shellDescription } from './page-document';
import { routeAssets } from './page-assets';
import { robotsTxt, sitemapXml } from './sitemap.service';

/** The public pages the server renders, and the login page; members' and admin screens are drawn by the browser. */
export const RENDERED_PAGES = [
  '/home',
  '/fixtures',
  '/results',
  '/foursomes',
  '/courses',
  '/fixtureresult/:fixtureId',
  // Where a member lands from an e-mail's link once their session has ended: readable before any script runs.
  '/loginregister',
];

const HTML = 'text/html; charset=utf-8';

/** The link-preview picture of every public page: the crest on the society's colours, 1200 × 630 (public/). */
export const CREST_CARD_PATH = '/crest-card.png';

/**
 * The public pages rendered on the server by React (decision 0009), kept in memory and answered with an ETag by
 * the response cache like the public lists (never stale: a change to the data renders them again). A page the
 * server cannot render gets the shell, which the browser draws as before; a missing fixture answers 404.
 */
export const renderedPagesRoutes: FastifyPluginAsync<{
  shell: string;
  renderer: PageRendererModule;
}> = async (app, { shell, renderer }) => {
  const { societyName, contactEmail, unconfirmedRetentionDays, publicUrl, clientDir } = app.config;
  const render = renderer.createPageRenderer({
    site: { societyName, contactEmail, unconfirmedRetentionDays },
    // The page's API calls are answered inside the server, as a visitor's (no cookie), through the same routes,
    // checks and response cache as the browser's.
    fetch: async (input) => {
      const res = await app.inject({
        method: 'GET',
        url: String(input),
        headers: { accept: 'application/json' },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        if (typeof value === 'string') headers.set(name, value);
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.body, { status: res.statusCode, headers });
    },
  });
  const assetsFor = routeAssets(clientDir);
  const defaultDescription = shellDescription(shell);

  for (const path of RENDERED_PAGES) {
    app.get(path, { config: { access: 'public', cacheable: true } }, async (request, reply) => {
      try {
        const page = await render(request.url);
        const html = pageDocument(shell, page, {
          societyName,
          url: publicUrl + canonicalPath(path, request.params as Record<string, string>, page.head.path),
          imageUrl: publicUrl + CREST_CARD_PATH,
          defaultDescription,
          preload: assetsFor(page.modules),
        });
        return reply.type(HTML).send(html);
      } catch (err) {
        const dataStatus =
          err instanceof Error && err.name === PAGE_DATA_ERROR
            ? (err as Error & { status: number }).status
            : 0;
        const missing = dataStatus === 404 || dataStatus === 400;
        if (!missing)
          request.log.error({ err }, 'a public page could not be rendered; the browser will draw it');
        return reply
          .code(missing ? 404 : 200)
          .type(HTML)
          .header('Cache-Control', 'no-store')
          .send(shell);
      }
    });
  }
};

/** /sitemap.xml and /robots.txt, which names it. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { config: { access: 'public', cacheable: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(app.db, app.config.publicUrl)),
  );
  const robots = robotsTxt(app.config.publicUrl);
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
};
