import { RESULT_TABS, resultTabPath } from '@shared/result-tabs';
import type { Db } from '../../db/database';
import { escapeHtml } from '../../lib/escape-html';
import { publishedCompetitionIds } from '../competitions/competitions.repository';
import { listFixtureIdsWithResults } from '../fixtures/fixture-results.repository';
import { publishedFixtureIds } from '../fixtures/scoring/published-field.repository';

/** The public pages, each rendered on the server (pages.routes.ts); the results' tabs are pages of their own. */
export const SITEMAP_PATHS = [
  '/home',
  '/fixtures',
  ...RESULT_TABS.map((tab) => resultTabPath(tab.key)),
  '/foursomes',
  '/courses',
  '/orderofmerit',
  '/rollofhonour',
];

/** /sitemap.xml: the public pages, every fixture's result page and every published competition's page. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  // A fixture's result page: a result typed in, or its cards published (or both: listed once).
  const fixtureIds = [
    ...new Set([...(await listFixtureIdsWithResults(db)), ...(await publishedFixtureIds(db))]),
  ];
  const urls = [
    ...SITEMAP_PATHS,
    ...fixtureIds.map((id) => `/fixtureresult/${id}`),
    ...(await publishedCompetitionIds(db)).map((id) => `/competitions/${id}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((path) => `  <url><loc>${escapeHtml(publicUrl + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: every public page may be read; the API and the members' and admin screens are not for robots. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    // An e-mail's one-click links: personal, and nothing for an index.
    'Disallow: /act/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
