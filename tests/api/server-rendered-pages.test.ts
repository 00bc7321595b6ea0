// Issue 18: the public pages' first answer holds the page, drawn by the client's own React components on the
// server, with its data for hydration, its head for link previews, and the same caching as the public lists.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, type PageRendererModule } from '../../src/shared/page-data';
import { londonYear } from '../../src/shared/dates';
import * as renderer from '../../src/client/app/entry-server';
import { setApiTransport } from '../../src/client/lib/api-client';
import { setServerSiteInfo } from '../../src/client/lib/site-info';
import { PAGE_BOOT_SCRIPT } from '../../src/server/modules/pages/page-boot';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createFixture } from '../helpers/fixture-factory';
import { createAdmin, signInAs } from '../helpers/factories';

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'society-shell-'));

beforeAll(async () => {
  // The client's own index.html is the shell (unbuilt: its script is main.tsx, which is all the same here).
  writeFileSync(join(dir, 'index.html'), readFileSync('src/client/index.html', 'utf8'));
  t = await startTestApp(
    { SOCIETY_NAME: 'Old Boys <Golf> Society', PUBLIC_URL: 'https://golf.example.org' },
    { clientDir: dir, pageRenderer: renderer },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
  // Test files share loaded modules: the browser's API client and site details go back to the browser's.
  setApiTransport((input, init) => fetch(input, init));
  setServerSiteInfo(undefined);
});

const pageData = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html);
  expect(m, 'the page data block').not.toBeNull();
  return JSON.parse(m![1]) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};

describe('the public pages, rendered on the server', () => {
  it('hold their headings, tables and texts in the first answer, with the data to hydrate', async () => {
    const year = londonYear();
    await createFixture(t.db, { start_date: `${year}-06-15`, event: 'Rendered Spring Meeting' });
    const pages: [string, RegExp][] = [
      ['/home', /<h1[^>]*>Welcome to the/],
      ['/fixtures', /<h1>Fixtures[^<]*<\/h1>[\s\S]*<table[\s\S]*Rendered Spring Meeting/],
      ['/results', /<h1>Meeting Results<\/h1>[\s\S]*role="tablist"/],
      ['/results?tab=other', /aria-selected="true"[^>]*>Other Results</],
      ['/foursomes', /Scratch Foursomes up to 2017/],
      ['/courses', /<h1>The Golf Courses We Play<\/h1>/],
    ];
    for (const [path, content] of pages) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text, path).toMatch(content);
      expect(res.text, path).not.toContain('<p class="loading">');
      expect(res.text, path).not.toContain('needs JavaScript');
      // The society's name from the configuration, escaped, in the page and its title.
      expect(res.text, path).toContain('Old Boys &lt;Golf&gt; Society');
      // Scratch Foursomes opens with its results closed: it asks for no data.
      if (path !== '/foursomes') expect(pageData(res.text).queries.length, path).toBeGreaterThan(0);
    }
    const fixtures = pageData((await t.client().get('/fixtures')).text);
    expect(fixtures.queries.map((q) => q.queryKey)).toContainEqual(['fixtures', 'years']);
  });

  it("runs one inline script, the boot script the policy allows by its hash, which fetches the page's code", async () => {
    const res = await t.client().get('/fixtures');
    const inline = [
      ...res.text.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.map((m) => m[2])).toEqual([PAGE_BOOT_SCRIPT]);
    expect(inline[0][1]).toContain('data-entry="./main.tsx"');
    expect(res.text).not.toContain('<script type="module"');
    const hash = createHash('sha256').update(inline[0][2]).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it("names the fixture's event, date and course in a result page's title and preview", async () => {
    const id = await createFixture(t.db, {
      start_date: '2025-05-09',
      event: 'Grafton Morrish Qualifier',
      location: 'Hunstanton Golf Club',
    });
    const res = await t.client().get(`/fixtureresult/${id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<title>Result: Grafton Morrish Qualifier – Old Boys &lt;Golf&gt; Society</title>',
    );
    expect(res.text).toContain(
      '<meta property="og:description" content="Grafton Morrish Qualifier, Fri 9 May 2025 at Hunstanton Golf Club: the result." />',
    );
    expect(res.text).toContain('<meta property="og:title" content="Result: Grafton Morrish Qualifier" />');
    expect(res.text).toContain(
      `<link rel="canonical" href="https://golf.example.org/fixtureresult/${id}" />`,
    );
    expect(res.text).toMatch(
      /<meta\s+name="description"\s+content="Grafton Morrish Qualifier, Fri 9 May 2025/,
    );
  });

  it('answers 404 with the shell for a fixture that does not exist', async () => {
    for (const path of ['/fixtureresult/999999', '/fixtureresult/abc']) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<p class="loading">');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves a rendered page again from memory, with 304 to its ETag, until the data changes', async () => {
    const first = await t.client().get('/fixtures');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await t.client().get('/fixtures', { 'If-None-Match': etag });
    expect(again.status).toBe(304);

    await createFixture(t.db, { start_date: `${londonYear()}-09-01`, event: 'Never Stale Autumn Day' });
    const changed = await t.client().get('/fixtures', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Never Stale Autumn Day');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('renders, names and keeps a page from the values it reads only, whatever else the address carries', async () => {
    const plain = await t.client().get('/fixtures');
    const noisy = await t.client().get('/fixtures?n=1&utm_source=%22%3E%3Cscript%3E');
    expect(noisy.status).toBe(200);
    expect(noisy.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(noisy.text).toContain('<link rel="canonical" href="https://golf.example.org/fixtures" />');
    expect(noisy.text).not.toContain('utm_source');
    // A value the page reads is kept, in one spelling; a malformed one is as if absent.
    const tab = await t.client().get('/results?zz=1&tab=other&year=abc');
    expect(tab.text).toContain('<link rel="canonical" href="https://golf.example.org/results?tab=other" />');
    const padded = await t.client().get('/fixtureresult/0000999999');
    expect(padded.status).toBe(404);
  });

  it('lists the public pages and the result pages in /sitemap.xml, which /robots.txt names', async () => {
    const id = await createFixture(t.db, { start_date: '2025-04-01', event: 'Sitemap Day' });
    await t.db
      .insertInto('fixture_results')
      .values({ fixture_id: id, first_place_name: 'A. Winner', updated_at: new Date().toISOString() })
      .execute();
    const sitemap = await t.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    for (const path of ['/home', '/fixtures', '/results', '/results?tab=other', '/foursomes', '/courses'])
      expect(sitemap.text).toContain(`<loc>https://golf.example.org${path.replace('&', '&amp;')}</loc>`);
    expect(sitemap.text).toContain(`<loc>https://golf.example.org/fixtureresult/${id}</loc>`);
    const robots = await t.client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap: https://golf.example.org/sitemap.xml');
    expect(robots.text).toMatch(/^User-agent: \*$/m);
  });
});

describe('a page the server cannot render', () => {
  let broken: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const failing: PageRendererModule = {
      createPageRenderer: () => async () => {
        throw new Error('render failed in /srv/secret/entry-server.cjs');
      },
    };
    broken = await startTestApp({}, { clientDir: dir, pageRenderer: failing, logLines: lines });
  });
  afterAll(() => broken.close());

  it('gets the shell the browser draws, never a stack trace, and is not kept', async () => {
    const res = await broken.client().get('/home');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<p class="loading">');
    expect(res.text).not.toMatch(/srv\/secret|entry-server|render failed|at \S+ \(/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(lines.join('\n')).toContain('a public page could not be rendered');
  });
});

describe('the empty states, drawn by the same components', () => {
  // A database of its own: nothing listed yet, one competition with a result whose PDF is not in, one with none.
  let empty: TestApp;
  beforeAll(async () => {
    empty = await startTestApp({}, { clientDir: dir, pageRenderer: renderer });
    const admin = empty.client();
    await signInAs(admin, empty.db, (await createAdmin(empty.db)).id);
    const hewitt = (await admin.post('/api/otherresults/addgrouping', { description: 'Halford Hewitt' }))
      .json;
    expect((await admin.post('/api/otherresults/addgrouping', { description: 'Empty Cup' })).status).toBe(
      200,
    );
    await empty.db
      .insertInto('other_result_items')
      .values({ grouping_id: hewitt.id, description: '2019 Results', file_id: null, sort_order: 1 })
      .execute();
  });
  afterAll(() => empty.close());

  it('say there is nothing yet, rather than showing an empty table', async () => {
    const pages: [string, string][] = [
      ['/courses', 'No courses have been listed yet.'],
      ['/results?tab=seniors', 'There are no results for Seniors Meetings'],
      ['/results?tab=other&competition=1', 'There are no results for Empty Cup yet.'],
    ];
    for (const [path, text] of pages) {
      const res = await empty.client().get(path);
      expect(res.status, path).toBe(200);
      // React marks where a text and a value meet with an empty comment.
      expect(res.text.replaceAll('<!-- -->', ''), path).toContain(text);
      expect(res.text, path).not.toContain('<table');
    }
    const other = (await empty.client().get('/results?tab=other')).text;
    expect(other).toMatch(
      /2019 Results<\/td><td[^>]*><span class="results__no-file">No document yet<\/span>/,
    );
  });
});
