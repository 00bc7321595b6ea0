import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PAGE_DATA_ERROR, type PageRendererModule, type RenderedPage } from '@shared/page-data';
import { MEMBER_RENDERED_PAGES, RENDERED_PAGES } from '@shared/page-routes';
import { hasNoControlCharacters } from '@shared/schemas/control-characters';
import { safeReturnPath } from '@shared/return-path';
import { SESSION_COOKIE } from '../sessions/sessions.service';
import { canonicalPath, pageDocument, shellDescription } from './page-document';
import { routeAssets } from './page-assets';
import { robotsTxt, sitemapXml } from './sitemap.service';
import { DEFAULT_CREST_URL } from '../settings/settings.service';

const HTML = 'text/html; charset=utf-8';

/** The link-preview picture of every public page until the society uploads its crest: the site's crest on its first colours, 1200 × 630 (public/). */
export const CREST_CARD_PATH = '/crest-card.png';

/** A whole number in the address, or nothing when it is not one (the page then opens as without it). */
const wholeNumber = z.coerce.number().int().min(0).max(9999).optional().catch(undefined);
/** A short lower-case word (a tab's key), or nothing. */
const word = z
  .string()
  .regex(/^[a-z-]{1,20}$/)
  .optional()
  .catch(undefined);

/**
 * The address values each page reads (its screens' useSearchParams): the page is rendered, kept and named from
 * these only, so an unknown or malformed value neither renders a new page nor takes room in the response cache.
 */
const PAGE_QUERIES: Record<string, z.ZodType> = {
  '/fixtures': z.object({ year: wholeNumber }),
  '/results': z.object({ tab: word, year: wholeNumber, decade: wholeNumber, competition: wholeNumber }),
  '/foursomes': z.object({ results: word, competition: wholeNumber }),
  '/orderofmerit': z.object({ year: wholeNumber }),
  // The roll of honour's search: a name as the API takes it, or none.
  '/rollofhonour': z.object({
    name: z.string().trim().max(80).refine(hasNoControlCharacters).optional().catch(undefined),
  }),
  // Login or Register, why the login page is shown and the local page it returns to (checked again by
  // safeReturnPath as it renders).
  '/loginregister': z.object({
    tab: word,
    why: word,
    next: z.string().max(300).optional().catch(undefined),
  }),
};
const NO_QUERY = z.object({});
/** A fixture's id as one spelling ('007' is '7'); anything else is a page that is not there (404). */
const fixtureIdParams = z.object({
  fixtureId: z.string().transform((v) => (/^\d{1,10}$/.test(v) ? String(Number(v)) : 'none')),
});
/** A competition's id, likewise. */
const competitionIdParams = z.object({
  id: z.string().transform((v) => (/^\d{1,10}$/.test(v) ? String(Number(v)) : 'none')),
});

/** The page's address from its validated parts: the path as routed, then the known values in a fixed order. */
function addressOf(path: string, params: Record<string, string>, query: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name]));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const q = search.toString();
  return q ? `${filled}?${q}` : filled;
}

/** The HTTP status of the page's data call that failed its render (0: not a failed call). */
function dataStatusOf(err: unknown): number {
  return err instanceof Error && err.name === PAGE_DATA_ERROR
    ? (err as Error & { status: number }).status
    : 0;
}

/**
 * The public pages rendered on the server by React (decision 0009), kept in memory and answered with an ETag by
 * the response cache like the public lists (never stale: a change to the data renders them again). A page the
 * server cannot render gets the shell, which the browser draws as before; a missing fixture answers 404.
 */
export const renderedPagesRoutes: FastifyPluginAsync<{
  /** The client's index.html as the settings name the society now. */
  shell: () => string;
  renderer: PageRendererModule;
  /** The shell sent for a screen the browser draws (with its code preloaded): a visitor's answer on a member's screen. */
  screenShell: (path: string) => string;
}> = async (app, { shell, renderer, screenShell }) => {
  const { unconfirmedRetentionDays, publicUrl, clientDir } = app.config;
  const settings = () => app.siteSettings.current;
  /** The page's API calls answered inside the server, through the same routes, checks and response cache as the browser's. */
  const injectFetch =
    (cookie?: string): typeof fetch =>
    async (input) => {
      const res = await app.inject({
        method: 'GET',
        url: String(input),
        headers: { accept: 'application/json', ...(cookie && { cookie }) },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        if (typeof value === 'string') headers.set(name, value);
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.body, { status: res.statusCode, headers });
    };
  // A visitor's calls carry no cookie: the same page for everyone.
  const render = renderer.createPageRenderer({
    // The society's settings as they are at each render (decision 0059).
    site: {
      get societyName() {
        return settings().societyName;
      },
      get contactEmail() {
        return settings().contactEmail;
      },
      unconfirmedRetentionDays,
    },
    fetch: injectFetch(),
  });
  const assetsFor = routeAssets(clientDir);
  const defaultDescription = shellDescription(shell());
  /** The whole HTML document of a rendered page, named by its canonical address; `alsoModules`: code to preload too. */
  const documentOf = (
    path: string,
    params: Record<string, string>,
    page: RenderedPage,
    alsoModules: string[] = [],
  ) =>
    pageDocument(shell(), page, {
      societyName: settings().societyName,
      url: publicUrl + canonicalPath(path, params, page.head.path),
      // The card shows the site's own crest: once the society has uploaded its crest, the preview shows that.
      ...(settings().crestUrl === DEFAULT_CREST_URL
        ? { imageUrl: publicUrl + CREST_CARD_PATH }
        : { imageUrl: publicUrl + settings().crestUrl, imageIsCard: false }),
      defaultDescription,
      // The route's code, and that of the parts it drew which load on demand (decision 0051).
      preload: assetsFor([...page.modules, ...(page.parts ?? []), ...alsoModules]),
    });

  /**
   * The login page preloads the code of the page it returns to (`next`), as a member's screen sent to a visitor
   * does: the screen then opens at once after logging in, rather than fetching its code one level of imports at a
   * time.
   */
  const returnPageModules = (path: string, query: unknown) => {
    if (path !== '/loginregister') return [];
    const next = safeReturnPath((query as { next?: string }).next);
    try {
      return next ? renderer.routeModules(next) : [];
    } catch (err) {
      // Without its preloads the page still opens, one level of imports at a time.
      app.log.error({ err }, "the login page's return page could not be listed for preloading");
      return [];
    }
  };

  for (const path of RENDERED_PAGES) {
    const schema = {
      querystring: PAGE_QUERIES[path] ?? NO_QUERY,
      ...(path.includes(':fixtureId') && { params: fixtureIdParams }),
      ...(path === '/competitions/:id' && { params: competitionIdParams }),
    };
    app.get(path, { config: { access: 'public', cacheable: true }, schema }, async (request, reply) => {
      const params = request.params as Record<string, string>;
      // Rendered and kept from the values the page reads only; named by the route and what the page shows.
      const address = addressOf(path, params, request.query as Record<string, unknown>);
      try {
        const page = await render(address);
        return reply.type(HTML).send(documentOf(path, params, page, returnPageModules(path, request.query)));
      } catch (err) {
        const dataStatus = dataStatusOf(err);
        const missing = dataStatus === 404 || dataStatus === 400;
        if (!missing)
          request.log.error({ err }, 'a public page could not be rendered; the browser will draw it');
        return reply
          .code(missing ? 404 : 200)
          .type(HTML)
          .header('Cache-Control', 'no-store')
          .send(shell());
      }
    });
  }

  /**
   * The screens a member lands on from an e-mail (decision 0032), rendered for the signed-in member with their session:
   * the page's calls carry their session cookie (and nothing else of the request), so every answer in it is their own,
   * and the guards decide on the server as in the browser. Never kept (not a cacheable route, no ETag) nor stored by a
   * browser or a cache in between. A visitor, or a session that has ended, gets the shell, as before: the browser's
   * guard sends them to the login page with the reason and the way back.
   */
  for (const path of MEMBER_RENDERED_PAGES) {
    app.get(path, { config: { access: 'public' } }, async (request, reply) => {
      const pathname = request.url.split('?')[0];
      // The answer depends on the session cookie: a cache in between never gives one member's page to another.
      reply.header('Vary', 'Cookie');
      const member = request.member;
      const token = request.cookies?.[SESSION_COOKIE];
      if (!member || member.via !== 'cookie' || !token)
        return reply.type(HTML).header('Cache-Control', 'no-cache').send(screenShell(pathname));
      reply.header('Cache-Control', 'private, no-store');
      try {
        const page = await render(request.url, {
          session: { userId: member.id, isAdmin: member.isAdmin, expiresAt: Date.parse(member.expiresAt) },
          fetch: injectFetch(`${SESSION_COOKIE}=${encodeURIComponent(token)}`),
        });
        return reply.type(HTML).send(documentOf(path, request.params as Record<string, string>, page));
      } catch (err) {
        // A fixture that is not there, a session that ended meanwhile: the browser draws the screen and says so.
        const dataStatus = dataStatusOf(err);
        if (dataStatus < 400 || dataStatus >= 500)
          request.log.error({ err }, "a member's screen could not be rendered; the browser will draw it");
        return reply.type(HTML).send(screenShell(pathname));
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
