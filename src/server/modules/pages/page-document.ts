import { PAGE_DATA_ID, PAGE_PARTS_ID, PAGE_SESSION_ID, type RenderedPage } from '@shared/page-data';
import { escapeHtml } from '../../lib/escape-html';
import { PAGE_BOOT_SCRIPT } from './page-boot';

/** What the <head> of a rendered page needs beyond the page itself. */
export interface DocumentContext {
  societyName: string;
  /** The page's public address, for the canonical link and Open Graph (PUBLIC_URL and the path). */
  url: string;
  /**
   * The absolute address of the link-preview picture (Open Graph): the site's card, a 1200 × 630 PNG of its own
   * crest, or (card: false) the crest the society uploaded, at its own size, shown as a small picture.
   */
  imageUrl: string;
  /** The picture is the 1200 × 630 card; false for the society's own crest. */
  imageIsCard?: boolean;
  /** The description in the client's index.html, for a page that gives none. */
  defaultDescription: string;
  /** Script files to fetch beside the entry script (the page's own code): /assets/… */
  preload: string[];
}

/** The shell's entry script and the modules Vite preloads beside it (src or href in group 1), with their line. */
const MODULE_SCRIPT = /\s*<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>/g;

/** #root's placeholder, with the white space around it: React hydrates #root's content exactly as it drew it. */
const ROOT_CONTENT = /(<div id="root">)\s*<!--page-->[\s\S]*<!--\/page-->\s*(<\/div>)/;

/** JSON that cannot end the <script> element it sits in, nor open a comment in it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The HTML document of a public page rendered on the server: the client's index.html (the shell) with the page
 * in #root, its title, description, canonical address and Open Graph tags in the head, its code preloaded, and the
 * data it was drawn from in a JSON block for the browser to hydrate with (a data block is not run, so the
 * Content-Security-Policy's script-src 'self' stands).
 */
export function pageDocument(shell: string, page: RenderedPage, ctx: DocumentContext): string {
  // React puts the preloads it finds (the crest) first in its output: they belong in the head, not in #root.
  const leadingLinks = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(leadingLinks.length);
  const title = page.head.title ? `${page.head.title} – ${ctx.societyName}` : ctx.societyName;
  const description = page.head.description ?? ctx.defaultDescription;
  // The Open Graph tags: what a link to the page shows where it is shared.
  const openGraph = {
    type: 'website',
    site_name: ctx.societyName,
    title: page.head.title ?? ctx.societyName,
    description,
    url: ctx.url,
    locale: 'en_GB',
    image: ctx.imageUrl,
    ...(ctx.imageIsCard !== false && {
      'image:type': 'image/png',
      'image:width': '1200',
      'image:height': '630',
    }),
    'image:alt': `The crest of ${ctx.societyName}`,
  };
  const card = ctx.imageIsCard === false ? 'summary' : 'summary_large_image';
  const head = [
    `<link rel="canonical" href="${escapeHtml(ctx.url)}" />`,
    ...Object.entries(openGraph).map(([p, c]) => `<meta property="og:${p}" content="${escapeHtml(c)}" />`),
    `<meta name="twitter:card" content="${card}" />`,
    ...(leadingLinks ? [leadingLinks] : []),
  ].join('\n    ');
  const data = [
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page.data)}</script>`,
    // A member's screen names the member it was drawn for, so the browser hydrates it as theirs (decision 0032).
    ...(page.session
      ? [`<script type="application/json" id="${PAGE_SESSION_ID}">${scriptJson(page.session)}</script>`]
      : []),
    // The parts drawn whose code loads on demand: the browser loads them before it hydrates (decision 0051).
    ...(page.parts?.length
      ? [`<script type="application/json" id="${PAGE_PARTS_ID}">${scriptJson(page.parts)}</script>`]
      : []),
  ].join('\n    ');
  // The page is painted before its code is fetched: the shell's script and preloads become the boot script's.
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  const preload = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]).concat(ctx.preload);
  const boot = entry
    ? `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}">${PAGE_BOOT_SCRIPT}</script>`
    : '';
  // Replacer functions throughout: a '$' in the page is taken as it is.
  return shell
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, a: string, b: string) => a + escapeHtml(description) + b,
    )
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(ROOT_CONTENT, (_, open: string, close: string) => open + body + close)
    .replace('</body>', () => `  ${data}\n    ${boot}\n  </body>`);
}

/**
 * The shell with modulepreload links for a screen's own code (/assets/…), after the ones Vite wrote for the entry's:
 * the browser fetches the whole screen's code at once, beside the entry script.
 */
export function shellWithPreloads(shell: string, files: string[]): string {
  if (files.length === 0) return shell;
  const links = files
    .map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`)
    .join('\n    ');
  return shell.replace('</head>', () => `  ${links}\n  </head>`);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The description in the shell (the client's index.html), as text. */
export function shellDescription(shell: string): string {
  const attribute = /<meta\s+name="description"\s+content="([^"]*)"/.exec(shell)?.[1] ?? '';
  return attribute.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
}

/**
 * A page's canonical address: the path the page gives for what it shows (only the parts of the query it acted
 * on), else its route's path with its parameters, a number written plainly. Never the request's own spelling, case
 * or query, so /HOME, /home/ and /home?utm_source=… are all /home.
 */
export function canonicalPath(route: string, params: Record<string, string>, pagePath?: string): string {
  if (pagePath?.startsWith('/') && !pagePath.startsWith('//')) return pagePath;
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? '';
    return /^\d+$/.test(value) ? String(Number(value)) : encodeURIComponent(value);
  });
}
