import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT } from './page-boot';
import { canonicalPath, pageDocument, shellDescription } from './page-document';

const shell = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta
      name="description"
      content="The society&#39;s site."
    />
    <title>Society</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <!--page-->
      <main><p class="loading">Loading...</p></main>
      <!--/page-->
    </div>
    <noscript>This site needs JavaScript turned on.</noscript>
  </body>
</html>`;

const ctx = {
  societyName: 'Old Boys <Golf> Society',
  url: 'https://golf.example.org/fixtures?year=2026&x="1"',
  imageUrl: 'https://golf.example.org/crest-card.png',
  defaultDescription: "The society's site.",
  preload: ['/assets/fixtures-123.js'],
};

describe('the document of a page rendered on the server', () => {
  it('puts the page in #root exactly, with nothing around it for hydration to trip on', () => {
    const html = pageDocument(
      shell,
      { html: '<header>H</header><main>M</main>', head: {}, data: {}, modules: [] },
      ctx,
    );
    expect(html).toContain('<div id="root"><header>H</header><main>M</main></div>');
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('<noscript>');
  });

  it('moves the preloads React writes first into the head', () => {
    const html = pageDocument(
      shell,
      {
        html: '<link rel="preload" as="image" href="/crest.svg"/><main>M</main>',
        head: {},
        data: {},
        modules: [],
      },
      ctx,
    );
    expect(html).toContain('<div id="root"><main>M</main></div>');
    expect(html.indexOf('href="/crest.svg"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes the title, description, canonical address, Open Graph tags and preloads, escaped', () => {
    const html = pageDocument(
      shell,
      {
        html: '<main/>',
        head: { title: 'Fixtures & "More"', description: 'Golf <days>' },
        data: {},
        modules: [],
      },
      ctx,
    );
    expect(html).toContain('<title>Fixtures &amp; &quot;More&quot; – Old Boys &lt;Golf&gt; Society</title>');
    expect(html).toMatch(/<meta\s+name="description"\s+content="Golf &lt;days&gt;"/);
    expect(html).toContain('<meta property="og:title" content="Fixtures &amp; &quot;More&quot;" />');
    expect(html).toContain('<meta property="og:description" content="Golf &lt;days&gt;" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://golf.example.org/fixtures?year=2026&amp;x=&quot;1&quot;" />',
    );
  });

  it('names the link-preview picture, its size and what it shows', () => {
    const html = pageDocument(shell, { html: '<main/>', head: {}, data: {}, modules: [] }, ctx);
    expect(html).toContain('<meta property="og:image" content="https://golf.example.org/crest-card.png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain(
      '<meta property="og:image:alt" content="The crest of Old Boys &lt;Golf&gt; Society" />',
    );
  });

  it("names the society's own crest, at its own size, as a small picture", () => {
    const html = pageDocument(
      shell,
      { html: '<main/>', head: {}, data: {}, modules: [] },
      { ...ctx, imageUrl: 'https://golf.example.org/api/settings/crest?v=abc', imageIsCard: false },
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://golf.example.org/api/settings/crest?v=abc" />',
    );
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:type');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("fetches the page's code only from the boot script, after the first paint", () => {
    const html = pageDocument(
      shell.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n  </head>'),
      { html: '<main/>', head: {}, data: {}, modules: [] },
      ctx,
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/fixtures-123.js">${PAGE_BOOT_SCRIPT}</script>`,
    );
    expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf('id="page-data"'));
  });

  it('keeps the description of the shell for a page that gives none', () => {
    expect(shellDescription(shell)).toBe("The society's site.");
    const html = pageDocument(shell, { html: '<main/>', head: {}, data: {}, modules: [] }, ctx);
    expect(html).toContain('<meta property="og:description" content="The society&#39;s site." />');
  });

  it('embeds the data as JSON that cannot close its script element', () => {
    const data = { queries: [{ state: { data: '</script><script>alert(1)</script>\u2028' } }] };
    const html = pageDocument(shell, { html: '<main/>', head: {}, data, modules: [] }, ctx);
    const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(block![1])).toEqual(data);
  });

  it('takes a $ in the page as it is', () => {
    const html = pageDocument(
      shell,
      { html: "<main>£30 or $& or $'</main>", head: {}, data: {}, modules: [] },
      ctx,
    );
    expect(html).toContain("<main>£30 or $& or $'</main>");
  });
});

describe('canonical addresses', () => {
  it('come from the route and the page, never from the request', () => {
    expect(canonicalPath('/home', {})).toBe('/home');
    expect(canonicalPath('/fixtureresult/:fixtureId', { fixtureId: '017' })).toBe('/fixtureresult/17');
    expect(canonicalPath('/fixtureresult/:fixtureId', { fixtureId: 'a b' })).toBe('/fixtureresult/a%20b');
    expect(canonicalPath('/results', {}, '/results?tab=autumn')).toBe('/results?tab=autumn');
    // A page's path must be a path on this site.
    expect(canonicalPath('/results', {}, '//evil.example')).toBe('/results');
    expect(canonicalPath('/results', {}, 'https://evil.example')).toBe('/results');
  });
});
