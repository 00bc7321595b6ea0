import { escapeHtml } from '../lib/escape-html';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isClientRoute } from '@shared/client-routes';
import type { PageRendererModule } from '@shared/page-data';
import { renderedPagesRoutes, sitemapRoutes } from '../modules/pages/pages.routes';
import { routeAssets } from '../modules/pages/page-assets';
import { shellWithPreloads } from '../modules/pages/page-document';
import { COLOURS_PATH, DEFAULT_CREST_URL } from '../modules/settings/settings.service';
import type { SiteSettings } from '@shared/schemas/settings';
import { colourVersion } from '@shared/society-colours';

const NOT_FOUND = { '': ['Not found'] };

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and index.html for
 * the client's page paths so deep links work. Any other page path gets index.html with status 404 (the client
 * shows 'Page not found'); unknown /api paths answer JSON 404.
 */
export const staticClientPlugin = fp<{ clientDir?: string; pageRenderer?: PageRendererModule }>(
  async (app, { clientDir, pageRenderer }) => {
    const { unconfirmedRetentionDays } = app.config;
    const indexFile = clientDir ? join(clientDir, 'index.html') : undefined;
    const hasClient = !!indexFile && existsSync(indexFile);
    const rawIndex = hasClient ? readFileSync(indexFile!, 'utf8') : undefined;
    // The shell names the society as its settings do now: made again after a save (decision 0059).
    let personalised: { for: object; html: string } | undefined;
    const indexOf = () => {
      if (rawIndex === undefined) return undefined;
      const settings = app.siteSettings.current;
      if (personalised?.for !== settings) {
        const html = personalise(rawIndex, settings, unconfirmedRetentionDays);
        personalised = { for: settings, html };
        shells.clear();
      }
      return personalised.html;
    };
    const indexHtml = rawIndex;

    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir!,
        wildcard: true,
        index: false,
        // Its route (GET /*) is in the API description with the others.
        schemaHide: false,
        // The build writes .br and .gz beside each asset (scripts/precompress.mjs): sent as they are.
        preCompressed: true,
        setHeaders(res, path) {
          if (/[\\/]assets[\\/]/.test(path))
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'public, no-cache');
        },
      });
    }

    // A screen the browser draws (a member's, an admin's) needs its route's chunk and every chunk that imports: the
    // shell sent for its address preloads them all beside the entry, so the code arrives in one round trip instead
    // of one per level of imports (the entry, then the route's chunk, then its imports…).
    const assetsFor = routeAssets(clientDir);
    const shells = new Map<string, string>();
    const shellFor = (path: string) => {
      const indexHtml = indexOf();
      if (!indexHtml || !pageRenderer) return indexHtml;
      let files: string[];
      try {
        files = assetsFor(pageRenderer.routeModules(path));
      } catch (err) {
        // Without its preloads the screen still loads, one level of imports at a time.
        app.log.error({ err }, "a screen's code could not be listed for preloading");
        return indexHtml;
      }
      const key = files.join(' ');
      let html = shells.get(key);
      if (html === undefined) {
        html = shellWithPreloads(indexHtml, files);
        shells.set(key, html);
      }
      return html;
    };
    await app.register(sitemapRoutes);
    // The public pages arrive rendered by React when the server has the renderer (decision 0009), and a member's
    // screens rendered for them (decision 0032).
    if (indexHtml && pageRenderer)
      await app.register(renderedPagesRoutes, {
        shell: () => indexOf()!,
        renderer: pageRenderer,
        screenShell: (path) => shellFor(path)!,
      });

    const sendIndex = (reply: FastifyReply, path: string, status = 200) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(shellFor(path));
    // The empty path is the home page: the server sends the visitor there, so the page they land on is the one it
    // renders (readable at once, without JavaScript, and in a link's preview) rather than the empty shell.
    if (indexHtml)
      app.get('/', { config: { access: 'public' } }, async (request, reply) => {
        const query = request.url.indexOf('?');
        return reply
          .header('Cache-Control', 'no-cache')
          .redirect(query === -1 ? '/home' : `/home${request.url.slice(query)}`, 302);
      });

    // Browsers and link-preview bots ask for /favicon.ico whatever the page names: the crest is the site's icon,
    // the society's own once uploaded (so not a permanent redirect).
    if (hasClient)
      app.get('/favicon.ico', { config: { access: 'public' } }, async (_request, reply) =>
        reply
          .header('Cache-Control', 'public, max-age=3600')
          .redirect(app.siteSettings.current.crestUrl, 302),
      );

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0].toLowerCase();
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        !path.startsWith('/pdfs/') &&
        !path.startsWith('/assets/') &&
        path !== '/api';
      if (wantsPage && indexHtml) return sendIndex(reply, path, isClientRoute(path) ? 200 : 404);
      return reply.code(404).send(NOT_FOUND);
    });
  },
  { name: 'static-client' },
);

/**
 * The society's name and contact address go into meta tags the client reads (no inline script needed); its colours
 * into a style sheet linked at the end of the head (an inline style would need the Content-Security-Policy to allow
 * it), so the page is painted in them from the first frame.
 */
function personalise(html: string, settings: SiteSettings, retentionDays: number) {
  const { societyName, shortName, contactEmail, colours, crestUrl } = settings;
  const name = escapeHtml(societyName);
  const colourSheet = `<link rel="stylesheet" href="${COLOURS_PATH}?v=${colourVersion(colours)}" />`;
  // Replacer functions, so a '$' in the name is taken as it is.
  return (
    html
      .replace(/(<meta name="society-name" content=")[^"]*(")/, (_, a: string, b: string) => a + name + b)
      .replace(
        /(<meta name="society-contact" content=")[^"]*(")/,
        (_, a: string, b: string) => a + escapeHtml(contactEmail) + b,
      )
      .replace(
        /(<meta name="unconfirmed-retention-days" content=")[^"]*(")/,
        (_, a: string, b: string) => a + String(retentionDays) + b,
      )
      .replace(
        /(<meta name="theme-color" content=")[^"]*(")/,
        (_, a: string, b: string) => a + escapeHtml(colours.primary) + b,
      )
      .replace(
        /(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/,
        (_, a: string, b: string) => a + escapeHtml(shortName) + b,
      )
      // The crest of the page drawn before the script arrives, and the browser's icon for the site.
      .replace(/(<link rel="icon" )type="image\/svg\+xml" href="[^"]*"/, (_, a: string) =>
        crestUrl === DEFAULT_CREST_URL
          ? `${a}type="image/svg+xml" href="${crestUrl}"`
          : `${a}href="${escapeHtml(crestUrl)}"`,
      )
      .replace(
        /(<img src=")[^"]*(" alt="" width="44" height="53" class="header__crest")/,
        (_, a: string, b: string) => a + escapeHtml(crestUrl) + b,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
      .replace('</head>', () => `  ${colourSheet}\n  </head>`)
      .replace(/(<span\s+class="header__name"\s*>)[^<]*(<\/span)/, (_, a: string, b: string) => a + name + b)
  );
}
