/** The id of the JSON data block in a page rendered on the server: the query data the browser hydrates with. */
export const PAGE_DATA_ID = 'page-data';
/** The id of the JSON block naming the member a page was rendered for (a member's screen, decision 0032). */
export const PAGE_SESSION_ID = 'page-session';
/** The id of the JSON block naming the parts of the screen that load on demand which the page drew (decision 0051). */
export const PAGE_PARTS_ID = 'page-parts';

/** The signed-in member a page is rendered for: what the browser records of a session (never its secret). */
export interface PageSession {
  userId: number;
  isAdmin: boolean;
  /** When the session ends, in milliseconds since 1970. */
  expiresAt: number;
}

/** What a page says about itself for the <head> (its title without the society's name, and its summary). */
export interface PageHead {
  title?: string;
  description?: string;
  /**
   * The page's own address for what it shows (/results?tab=autumn), for the canonical link: only the parts of the
   * address the page acted on. A page that gives none is known by its route's path.
   */
  path?: string;
}

/** A public page drawn on the server by React (src/client/app/entry-server.tsx, decision 0009). */
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  head: PageHead;
  /** The query data the page was drawn from (TanStack Query's dehydrated state), for the browser to hydrate. */
  data: unknown;
  /** The route modules the page needs (app/routes/<name>.tsx), for the modulepreload links. */
  modules: string[];
  /**
   * The parts of its screen that load on demand which the page drew (their modules, as `lazyPart` names them): their
   * code is preloaded with the route's, and the browser loads it before hydrating (decision 0051).
   */
  parts?: string[];
  /** The member it was rendered for; none for the pages that are the same for everyone. */
  session?: PageSession;
}

/**
 * A member's screen is rendered with their session: the server's snapshot of the browser's session is theirs, and
 * the page's API calls go through `fetch`, which carries their session, so every answer is their own.
 */
export interface RenderAs {
  session: PageSession;
  fetch: typeof fetch;
}

export interface SiteInfo {
  societyName: string;
  contactEmail: string;
  /** UNCONFIRMED_RETENTION_DAYS: registrations never confirmed are deleted after this many days. */
  unconfirmedRetentionDays: number;
}

/** The renderer's module: the server gives it the society's details and a fetch that answers inside the server. */
export interface PageRendererModule {
  createPageRenderer(options: {
    site: SiteInfo;
    fetch: typeof fetch;
  }): (url: string, as?: RenderAs) => Promise<RenderedPage>;
  /**
   * The route modules an address shows (app/routes/<name>.tsx), without loading them: the shell served for a
   * screen the browser draws preloads their code with the entry's.
   */
  routeModules(url: string): string[];
}

/** The error the renderer throws when a call the page makes fails (a missing fixture answers 404). */
export const PAGE_DATA_ERROR = 'PageDataError';
