import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { clientDir } from '../helpers/client-dir';
import { harnessWith } from '../helpers/harness';
// @ts-expect-error plain ES module without types (the build's own plugin)
import { precompressDir } from '../../scripts/precompress.mjs';

const dir = clientDir({
  'index.html':
    '<!doctype html><html><head><meta name="society-name" content="x" /><meta name="society-contact" content="y" /><title>x</title></head><body><div id="root"><header><span class="header__name">x</span></header></div></body></html>',
  'assets/index-abc123.js': 'console.log("app");'.repeat(200),
  'assets/main-def456.js': 'export const society = "golf";\n'.repeat(400),
  'assets/tiny-789.css': 'a{color:red}',
});
precompressDir(join(dir, 'assets'));
const test = harnessWith({
  env: { SOCIETY_NAME: 'Old Boys <Golf> Society $1 $&', CONTACT_EMAIL: 'sec@example.org' },
  clientDir: dir,
});
const production = harnessWith({
  env: { NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.org' },
  clientDir: dir,
});

describe('the built client', () => {
  test('sends the empty path to the home page, with its query', async ({ visitor }) => {
    for (const [path, home] of [
      ['/', '/home'],
      ['/?utm_source=newsletter', '/home?utm_source=newsletter'],
    ]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(home);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  test("answers /favicon.ico with the crest, the society's own once uploaded", async ({ visitor, admin }) => {
    const res = await visitor.get('/favicon.ico');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/crest.svg');
    const form = new FormData();
    form.append('file', new Blob(['<svg viewBox="0 0 2 2"><rect width="2" height="2"/></svg>']), 'crest.svg');
    const { crestUrl } = (await admin.post('/api/admin/settings/crest', form)).json;
    expect((await visitor.get('/favicon.ico')).headers.get('location')).toBe(crestUrl);
  });

  test('serves index.html for deep links and reloads, never cached stale', async ({ visitor }) => {
    for (const path of ['/editfixture/3', '/fixtures', '/FIXTURES', '/home/', '/admin/outbox']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  test("answers 404 with the page (whose router shows 'Page not found') for a path that is no page", async ({
    visitor,
  }) => {
    for (const path of ['/no/such/page', '/homes', '/fixtureresult', '/admin/outbox/extra']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<div id="root">');
    }
  });

  production('answers 404 for the development mailbox in production', async ({ visitor }) => {
    const res = await visitor.get('/dev/mailbox');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Development mailbox');
  });

  test('serves the development mailbox outside production', async ({ visitor }) => {
    expect((await visitor.get('/dev/mailbox')).status).toBe(200);
  });

  test('writes the society name and contact address into the page, escaped', async ({ visitor }) => {
    const res = await visitor.get('/home');
    const name = 'Old Boys &lt;Golf&gt; Society $1 $&amp;';
    expect(res.text).toContain(`<meta name="society-name" content="${name}" />`);
    expect(res.text).toContain('<meta name="society-contact" content="sec@example.org" />');
    expect(res.text).toContain(`<title>${name}</title>`);
    // The header painted before the script arrives names the society too.
    expect(res.text).toContain(`<span class="header__name">${name}</span>`);
  });

  test('caches hashed assets for a year and compresses them', async ({ visitor }) => {
    const res = await visitor.get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
  });

  test('sends the copies the build compressed once, brotli or gzip as asked, the file itself otherwise', async ({
    visitor,
  }) => {
    const file = join(dir, 'assets', 'main-def456.js');
    const original = 'export const society = "golf";\n'.repeat(400);
    for (const [asked, encoding, copy] of [
      ['br, gzip', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
    ] as const) {
      const res = await visitor.get('/assets/main-def456.js', { 'accept-encoding': asked });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBe(statSync(copy).size);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.text).toBe(original);
    }
    const plain = await visitor.get('/assets/main-def456.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(original);
    // Files too small to gain are left alone.
    expect(existsSync(join(dir, 'assets', 'tiny-789.css.br'))).toBe(false);
    expect((await visitor.get('/assets/tiny-789.css')).text).toBe('a{color:red}');
  });

  test('answers a missing asset, an unknown API path and an unknown PDF with 404, not the page', async ({
    visitor,
  }) => {
    expect((await visitor.get('/assets/missing-123.js')).status).toBe(404);
    const api = await visitor.get('/api/whatever');
    expect(api.status).toBe(404);
    expect(api.json).toEqual({ '': ['Not found'] });
    expect((await visitor.get('/pdfs/no-such-file.pdf')).status).toBe(404);
  });

  test('sends the security headers on HTML too', async ({ visitor }) => {
    const res = await visitor.get('/home');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });
});
