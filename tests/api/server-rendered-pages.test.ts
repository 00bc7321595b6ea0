// The public pages' first answer holds the page, drawn by the client's own React components on the
// server, with its data for hydration, its head for link previews, and the same caching as the public lists.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { PAGE_DATA_ID, type PageRendererModule } from '../../src/shared/page-data';
import { londonYear } from '../../src/shared/dates';
import { PAGE_BOOT_SCRIPT } from '../../src/server/modules/pages/page-boot';
import { createFixture } from '../helpers/fixture-factory';
import { pageRendering } from '../helpers/client-dir';
import { harnessWith } from '../helpers/harness';
import type { TestApp } from '../helpers/test-app';

const rendering = pageRendering();
const test = harnessWith({
  env: { SOCIETY_NAME: 'Old Boys <Golf> Society', PUBLIC_URL: 'https://golf.example.org' },
  ...rendering,
});

const pageData = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html);
  expect(m, 'the page data block').not.toBeNull();
  return JSON.parse(m![1]) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};

describe('the public pages, rendered on the server', () => {
  test('hold their headings, tables and texts in the first answer, with the data to hydrate', async ({
    app: t,
  }) => {
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

  test('serves the login page rendered, with the reason its own address gives and none baked in from another', async ({
    app: t,
  }) => {
    const plain = await t.client().get('/loginregister');
    expect(plain.status).toBe(200);
    expect(plain.text).toMatch(/<h1>Login or Register<\/h1>/);
    expect(plain.text).toMatch(/<label[^>]*>Email \/ UserName/);
    expect(plain.text).toMatch(/<input[^>]*autoComplete="username"|<input[^>]*autocomplete="username"/);
    expect(plain.text).toContain('I Forgot My Password');
    expect(plain.text).toMatch(/<h2 id="membership-heading">Membership<\/h2>/);
    expect(plain.text).toMatch(/<title>Login – /);
    expect(plain.text).not.toContain('<p class="loading">');
    expect(plain.text).not.toMatch(
      /Your session has ended|Please log in to see this page|for administrators/,
    );

    const expired = await t.client().get('/loginregister?why=expired&next=%2Fmyprofile');
    expect(expired.text).toContain('Your session has ended');
    expect(expired.text).toContain('You will go straight back to the page you were on.');
    const admin = await t.client().get('/loginregister?why=admin&next=%2Fapproveusers');
    expect(admin.text).toContain('This page is for administrators');
    const member = await t.client().get('/loginregister?next=%2Fenterfixture%2F3');
    expect(member.text).toContain('Please log in to see this page');
    expect(member.text).toContain('You will go straight back to it after logging in.');
    // A return address off the site is neither followed nor promised.
    const away = await t.client().get('/loginregister?why=login&next=https%3A%2F%2Fevil.example');
    expect(away.text).toContain('Please log in to see this page');
    expect(away.text).not.toContain('go straight back');
    // The Register tab is an address of its own: its form, rendered, with the reason and return address kept.
    const register = await t.client().get('/loginregister?tab=register&why=login&next=%2Fmyprofile');
    expect(register.text).toMatch(/<title>Register – /);
    expect(register.text).toMatch(/<a[^>]*aria-selected="true"[^>]*>Register<\/a>/);
    expect(register.text).toMatch(/<label[^>]*>First Name/);
    expect(register.text).not.toContain('I Forgot My Password');
    expect(register.text).toContain('href="/loginregister?why=login&amp;next=%2Fmyprofile"');
    expect(plain.text).toContain('href="/loginregister?tab=register"');
    // Kept per address: the plain page, asked again after the others, still gives no reason.
    const again = await t.client().get('/loginregister');
    expect(again.text).not.toMatch(
      /Your session has ended|Please log in to see this page|for administrators/,
    );
    // The canonical address is the login page itself, never a reason or a return address.
    expect(expired.text).toContain('<link rel="canonical" href="https://golf.example.org/loginregister" />');
  });

  test('opens Meeting Results on the newest year up to this one, never on a result stored for a year ahead', async ({
    app: t,
  }) => {
    const year = londonYear();
    const created_at = new Date().toISOString();
    // Stored before results for a year ahead were refused: visitors still open on a year that has come.
    await t.db
      .insertInto('meeting_results')
      .values([
        { meeting_type: 1, year: year - 1, event: 'Last Year Scratch', file_id: null, created_at },
        { meeting_type: 1, year: year + 5, event: 'Typed Ahead Scratch', file_id: null, created_at },
      ])
      .execute();
    const html = (await t.client().get('/results')).text;
    expect(html).toMatch(
      new RegExp(`results__year-heading">Spring Meetings(<!-- -->)? (<!-- -->)?${year - 1}</h2>`),
    );
    expect(html).toContain('Last Year');
    expect(html).not.toContain('Typed Ahead');
  });

  test("runs one inline script, the boot script the policy allows by its hash, which fetches the page's code", async ({
    app: t,
  }) => {
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

  test("names the fixture's event, date and course in a result page's title and preview", async ({
    app: t,
  }) => {
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

  test('answers 404 with the shell for a fixture that does not exist', async ({ app: t }) => {
    for (const path of ['/fixtureresult/999999', '/fixtureresult/abc']) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<p class="loading">');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('serves a rendered page again from memory, with 304 to its ETag, until the data changes', async ({
    app: t,
  }) => {
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

  test('renders, names and keeps a page from the values it reads only, whatever else the address carries', async ({
    app: t,
  }) => {
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

  test('lists the public pages and the result pages in /sitemap.xml, which /robots.txt names', async ({
    app: t,
  }) => {
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

describe('the head of a public page: its address, its description and its picture', () => {
  const head = (html: string, property: string) =>
    new RegExp(`<meta\\s+(?:property|name)="${property}"\\s+content="([^"]*)"`).exec(html)?.[1];
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

  test('takes the canonical and og:url addresses from the route, never from what the request adds', async ({
    app: t,
  }) => {
    const id = await createFixture(t.db, { start_date: '2024-05-09', event: 'Canonical Day' });
    await createFixture(t.db, { start_date: '2023-05-09', event: 'Older Canonical Day' });
    const cases: [string, string][] = [
      ['/HOME', '/home'],
      ['/home/', '/home'],
      ['/home?utm_source=news', '/home'],
      ['/courses?x="><script>', '/courses'],
      ['/results?tab=bogus', '/results'],
      ['/results?tab=spring', '/results'],
      ['/results?tab=autumn&utm_source=news', '/results?tab=autumn'],
      ['/Results?tab=other&competition=1', '/results?tab=other'],
      ['/fixtures?utm_campaign=x', '/fixtures'],
      ['/fixtures?year=1800', '/fixtures'],
      ['/fixtures?year=2023&fbclid=1', '/fixtures?year=2023'],
      [`/fixtureresult/${id}?utm_source=x`, `/fixtureresult/${id}`],
      [`/FixtureResult/0${id}`, `/fixtureresult/${id}`],
    ];
    for (const [path, want] of cases) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(200);
      expect(canonical(res.text), path).toBe(`https://golf.example.org${want.replace('&', '&amp;')}`);
      expect(head(res.text, 'og:url'), path).toBe(`https://golf.example.org${want.replace('&', '&amp;')}`);
    }
  });

  test('lets a keyboard reach every results tab before JavaScript runs; no aria-controls names a missing element', async ({
    app: t,
  }) => {
    for (const path of ['/results', '/results?tab=knockout']) {
      const html = (await t.client().get(path)).text;
      const tabs = [...html.matchAll(/<a [^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
      expect(tabs, path).toHaveLength(6);
      // Without JavaScript the arrow keys do nothing: every tab is in the Tab order until the page is hydrated.
      for (const tab of tabs) expect(tab, path).not.toContain('tabindex="-1"');
      for (const [, id] of html.matchAll(/aria-controls="([^"]+)"/g))
        expect(html, `${path}: aria-controls="${id}"`).toContain(`id="${id}"`);
    }
  });

  test("names the year the fixtures page shows in its description, not this year's", async ({ app: t }) => {
    await createFixture(t.db, { start_date: '2022-07-01', event: 'Description Year Day' });
    await createFixture(t.db, { start_date: `${londonYear()}-07-01`, event: 'This Year Day' });
    const res = await t.client().get('/fixtures?year=2022');
    expect(res.text).toContain('Description Year Day');
    expect(head(res.text, 'description')).toMatch(/fixtures for 2022:/);
    expect(head(res.text, 'og:description')).toMatch(/fixtures for 2022:/);
    // Without a year, the year the page opens on.
    const plain = await t.client().get('/fixtures');
    expect(head(plain.text, 'og:description')).toMatch(new RegExp(`fixtures for ${londonYear()}:`));
  });

  test('gives every public page a link-preview picture: the crest card, 1200 × 630 PNG, at an absolute address', async ({
    app: t,
  }) => {
    const id = await createFixture(t.db, { start_date: '2024-06-09', event: 'Picture Day' });
    for (const path of ['/home', '/fixtures', '/results', '/foursomes', '/courses', `/fixtureresult/${id}`]) {
      const res = await t.client().get(path);
      expect(head(res.text, 'og:image'), path).toBe('https://golf.example.org/crest-card.png');
      expect(head(res.text, 'og:image:type'), path).toBe('image/png');
      expect(head(res.text, 'og:image:width'), path).toBe('1200');
      expect(head(res.text, 'og:image:height'), path).toBe('630');
      expect(head(res.text, 'og:image:alt'), path).toBe('The crest of Old Boys &lt;Golf&gt; Society');
      expect(head(res.text, 'twitter:card'), path).toBe('summary_large_image');
    }
    // The file the address names: a PNG of that size in the client's public files (served from the built client).
    const png = readFileSync('public/crest-card.png');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

const lines: string[] = [];
const failing: PageRendererModule = {
  createPageRenderer: () => async () => {
    throw new Error('render failed in /srv/secret/entry-server.cjs');
  },
  routeModules: () => {
    throw new Error('render failed in /srv/secret/entry-server.cjs');
  },
};
const brokenRenderer = harnessWith({
  clientDir: rendering.clientDir,
  pageRenderer: failing,
  logLines: lines,
});

describe('a page the server cannot render', () => {
  /** What the browser is sent for the page: the shell it draws the screen in, with nothing of the failure. */
  async function shellOf(broken: TestApp, path: string) {
    const res = await broken.client().get(path);
    expect(res.status, path).toBe(200);
    expect(res.text).toContain('<p class="loading">');
    expect(res.text).not.toMatch(/srv\/secret|entry-server|render failed|at \S+ \(/);
    return res;
  }

  brokenRenderer(
    'gets the shell the browser draws, never a stack trace, and is not kept',
    async ({ app: broken }) => {
      const res = await shellOf(broken, '/home');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(lines.join('\n')).toContain('a public page could not be rendered');
    },
  );

  brokenRenderer(
    "still sends a member's screen its shell when its code cannot be listed for preloading",
    async ({ app: broken }) => {
      await shellOf(broken, '/myprofile');
    },
  );
});
