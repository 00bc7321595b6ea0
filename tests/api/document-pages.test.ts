// A View link opens a PDF in a new window: when the document is gone, or is a publication and the reader is
// signed out, the browser shows a page saying so (never raw JSON); other callers keep the JSON answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs } from '../helpers/factories';
import { makeTestPdf, uploadForm } from '../helpers/pdf';

let t: TestApp;
let publicationFile: string;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  t = await startTestApp({ SOCIETY_NAME: 'Old Boys <Golf> Society' });
  const a = t.client();
  await signInAs(a, t.db, (await createAdmin(t.db)).id);
  const res = await a.post(
    '/api/publications/add',
    uploadForm({ description: 'Year Book 2024', year: 2024 }, { content: await makeTestPdf('Year Book') }),
  );
  expect(res.status).toBe(200);
  publicationFile = res.json.fileName;
});
afterAll(() => t.close());

describe('document pages', () => {
  it('a missing document opened in a browser: a 404 page with a way home, escaped, under the CSP', async () => {
    for (const path of ['/pdfs/no-such-file-abc123.pdf', '/pdfs/..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.client().request('GET', path, undefined, html);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.text).toContain('<h1>Document not found</h1>');
      expect(res.text).toContain('<a href="/home">Go to the home page</a>');
      expect(res.text).toContain('Old Boys &lt;Golf&gt; Society');
      expect(res.text).not.toContain('<script');
    }
  });

  it('the same request without text/html keeps the JSON 404', async () => {
    const res = await t.client().get('/pdfs/no-such-file-abc123.pdf');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('a publication opened while signed out: a 401 page linking to the login; a member gets the PDF', async () => {
    const visitor = await t.client().request('GET', `/pdfs/${publicationFile}`, undefined, html);
    expect(visitor.status).toBe(401);
    expect(visitor.text).toContain('<a href="/loginregister">Log in</a>');
    expect((await t.client().get(`/pdfs/${publicationFile}`)).status).toBe(401);
    const m = t.client();
    await signInAs(m, t.db, (await createMember(t.db)).id);
    const member = await m.request('GET', `/pdfs/${publicationFile}`, undefined, html);
    expect(member.status).toBe(200);
    expect(member.headers.get('content-type')).toBe('application/pdf');
  });

  it('a PDF carries an ETag and Last-Modified, and answers 304 to a browser that has it', async () => {
    const m = t.client();
    await signInAs(m, t.db, (await createMember(t.db)).id);
    const path = `/pdfs/${publicationFile}`;
    const first = await m.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    for (const conditional of <Record<string, string>[]>[
      { 'if-none-match': etag },
      { 'if-none-match': `W/${etag}` },
      { 'if-modified-since': lastModified },
    ]) {
      const again = await m.get(path, conditional);
      expect(again.status, JSON.stringify(conditional)).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('content-type')).toBeNull();
      expect(again.headers.get('content-length')).toBeNull();
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
    }
    expect((await m.get(path, { 'if-none-match': '"other"' })).status).toBe(200);
    // The member check still comes first: a visitor with the tag is refused, not told 304.
    expect((await t.client().get(path, { 'if-none-match': etag })).status).toBe(401);
  });
});
