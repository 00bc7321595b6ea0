// A View link opens a PDF in a new window: when the document is gone, or is a publication and the reader is
// signed out, the browser shows a page saying so (never raw JSON); other callers keep the JSON answers.
import { describe, expect } from 'vitest';
import { harnessWith } from '../helpers/harness';
import { makeTestPdf, uploadForm } from '../helpers/pdf';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** `publicationFile`: the name of a Year Book PDF the administrator has added. */
const test = harnessWith({ env: { SOCIETY_NAME: 'Old Boys <Golf> Society' } }).extend(
  'publicationFile',
  async ({ admin }): Promise<string> => {
    const res = await admin.post(
      '/api/publications/add',
      uploadForm({ description: 'Year Book 2024', year: 2024 }, { content: await makeTestPdf('Year Book') }),
    );
    expect(res.status).toBe(200);
    return res.json.fileName;
  },
);

describe('document pages', () => {
  test('a missing document opened in a browser: a 404 page with a way home, escaped, under the CSP', async ({
    visitor,
  }) => {
    for (const path of ['/pdfs/no-such-file-abc123.pdf', '/pdfs/..%2F..%2Fetc%2Fpasswd']) {
      const res = await visitor.request('GET', path, undefined, html);
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

  test('the same request without text/html keeps the JSON 404', async ({ visitor }) => {
    const res = await visitor.get('/pdfs/no-such-file-abc123.pdf');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  test('a publication opened while signed out: a 401 page linking to the login; a member gets the PDF', async ({
    visitor,
    member,
    publicationFile,
  }) => {
    const page = await visitor.request('GET', `/pdfs/${publicationFile}`, undefined, html);
    expect(page.status).toBe(401);
    expect(page.text).toContain('<a href="/loginregister">Log in</a>');
    expect((await visitor.get(`/pdfs/${publicationFile}`)).status).toBe(401);
    const pdf = await member.request('GET', `/pdfs/${publicationFile}`, undefined, html);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  test('a PDF carries an ETag and Last-Modified, and answers 304 to a browser that has it', async ({
    visitor,
    member,
    publicationFile,
  }) => {
    const path = `/pdfs/${publicationFile}`;
    const first = await member.get(path);
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
      const again = await member.get(path, conditional);
      expect(again.status, JSON.stringify(conditional)).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('content-type')).toBeNull();
      expect(again.headers.get('content-length')).toBeNull();
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
    }
    expect((await member.get(path, { 'if-none-match': '"other"' })).status).toBe(200);
    // The member check still comes first: a visitor with the tag is refused, not told 304.
    expect((await visitor.get(path, { 'if-none-match': etag })).status).toBe(401);
  });
});
