import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { startWithAdminAndMember } from '../helpers/start-app-with';
import type { TestMember } from '../helpers/factories';
import type { TestClient } from '../helpers/http-client';
import { FAKE_PDF, makeTestPdf, oversizedPdf, uploadForm } from '../helpers/pdf';

let t: TestApp;
let admin: TestMember;
let a: TestClient;
let m: TestClient;
let pdf: Buffer;

beforeAll(async () => {
  ({ t, admin, a, m } = await startWithAdminAndMember());
  pdf = await makeTestPdf('Year Book');
});
afterAll(() => t.close());

const audit = () =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'publication').orderBy('id').execute();
const count = async (table: 'publications' | 'files') =>
  (await t.db.selectFrom(table).select('id').execute()).length;

describe('roles', () => {
  it('the list refuses a signed-out request with 401 and answers a member', async () => {
    const res = await t.client().get('/api/Publications/List');
    expect(res.status).toBe(401);
    expect(res.json['']).toBeDefined();
    const ok = await m.get('/api/publications/list');
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual([]);
  });

  it('refuses visitors (401) and members (403) on admin routes', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/publications/add', uploadForm({ description: 'X', year: 2020 }, { content: pdf })],
      ['POST', '/api/publications/update', uploadForm({ id: 1, description: 'X', year: 2020 })],
      ['POST', '/api/publications/move', { id: 1, direction: 'up' }],
      ['DELETE', '/api/publications/delete/1', undefined],
    ] as const) {
      expect((await t.client().request(method, path, body)).status, path).toBe(401);
      expect((await m.request(method, path, body)).status, path).toBe(403);
    }
    expect(await count('publications')).toBe(0);
  });
});

describe('publications', () => {
  const ids: Record<string, { id: number; fileName: string }> = {};

  it('uploads publications; the list is newest year first; each PDF only for a signed-in member', async () => {
    for (const [description, year] of [
      ['Year Book 2005', 2005],
      ['Year Book 2019', 2019],
      ['Newsletter Spring 2019', 2019],
    ] as const) {
      const res = await a.post(
        '/api/publications/add',
        uploadForm({ description, year }, { content: pdf, name: 'yb.pdf' }),
      );
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        id: expect.any(Number),
        description,
        year,
        fileName: expect.stringMatching(/\.pdf$/),
        updatedAt: expect.any(String),
      });
      ids[description] = res.json;
    }
    const list = await m.get('/api/Publications/List');
    expect(list.json.map((p: { description: string }) => p.description)).toEqual([
      'Newsletter Spring 2019',
      'Year Book 2019',
      'Year Book 2005',
    ]);
    expect(Object.keys(list.json[0]).sort()).toEqual(['description', 'fileName', 'id', 'updatedAt', 'year']);
    const file = ids['Year Book 2005'].fileName;
    expect((await t.client().get(`/pdfs/${file}`)).status).toBe(401);
    const got = await m.get(`/pdfs/${file}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.text.startsWith('%PDF-')).toBe(true);
    expect((await audit()).map((r) => r.action)).toEqual(['add', 'add', 'add']);
    expect((await audit())[0].actor_id).toBe(admin.id);
  });

  it('refuses a missing file, a fake or oversized PDF, and bad fields, writing nothing', async () => {
    const before = [await count('publications'), await count('files'), (await audit()).length];
    expect(
      (await a.post('/api/publications/add', uploadForm({ description: 'X', year: 2020 }))).json,
    ).toEqual({
      '': ['Choose a PDF file to upload'],
    });
    const fake = await a.post(
      '/api/publications/add',
      uploadForm({ description: 'X', year: 2020 }, { content: FAKE_PDF }),
    );
    expect(fake.status).toBe(400);
    expect(fake.json).toEqual({ '': ['The file must be a PDF document'] });
    // The signature alone is not enough: the file must parse as a PDF (issue 15, finding 11).
    const signatureOnly = await a.post(
      '/api/publications/add',
      uploadForm(
        { description: 'X', year: 2020 },
        { content: Buffer.from('%PDF-1.7\n<html>not a pdf</html>\n') },
      ),
    );
    expect(signatureOnly.status).toBe(400);
    expect(signatureOnly.json).toEqual({ '': ['The file must be a PDF document'] });
    const big = await a.post(
      '/api/publications/add',
      uploadForm({ description: 'X', year: 2020 }, { content: oversizedPdf() }),
    );
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ '': ['The file must be 20 MB or smaller'] });
    const bad = await a.post(
      '/api/publications/add',
      uploadForm({ description: '', year: 'soon' }, { content: pdf }),
    );
    expect(bad.json).toEqual({
      description: ['Description is required'],
      year: ['Enter a year between 1900 and 2100'],
    });
    const missingYear = await a.post(
      '/api/publications/add',
      uploadForm({ description: 'X' }, { content: pdf }),
    );
    expect(missingYear.json).toEqual({ year: ['Year is required'] });
    const json = await a.post('/api/publications/add', { description: 'X', year: 2020 });
    expect(json.status).toBe(400);
    expect([await count('publications'), await count('files'), (await audit()).length]).toEqual(before);
  }, 30_000);

  it('moves within a year, updates (new PDF replaces the old), deletes with the file; unknown ids 404', async () => {
    await a.post('/api/publications/move', { id: ids['Year Book 2019'].id, direction: 'up' });
    expect((await m.get('/api/Publications/List')).json[0].description).toBe('Year Book 2019');

    const old = ids['Year Book 2005'].fileName;
    const up = await a.post(
      '/api/publications/update',
      uploadForm(
        { id: ids['Year Book 2005'].id, description: 'Year Book 2006', year: 2006 },
        { content: pdf },
      ),
    );
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ description: 'Year Book 2006', year: 2006 });
    expect((await m.get(`/pdfs/${old}`)).status).toBe(404);
    expect(
      (await a.post('/api/publications/update', uploadForm({ id: 99999, description: 'X', year: 2000 })))
        .status,
    ).toBe(404);

    const files = await count('files');
    expect((await a.delete(`/api/publications/delete/${up.json.id}`)).status).toBe(200);
    expect(await count('files')).toBe(files - 1);
    expect((await m.get(`/pdfs/${up.json.fileName}`)).status).toBe(404);
    for (const id of [up.json.id, 'x', 0])
      expect((await a.delete(`/api/publications/delete/${id}`)).status).toBe(404);
    expect((await audit()).slice(-3).map((r) => r.action)).toEqual(['move', 'update', 'delete']);
  });
});
