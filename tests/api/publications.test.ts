import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { TestClient } from '../helpers/http-client';
import { test } from '../helpers/harness';
import { FAKE_PDF, makeTestPdf, oversizedPdf, uploadForm } from '../helpers/pdf';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';

const pdf = await makeTestPdf('Year Book');

const audit = (db: Db) => auditRows(db, { entity: 'publication' });
const count = async (db: Db, table: 'publications' | 'files') =>
  (await db.selectFrom(table).select('id').execute()).length;

const THREE = [
  ['Year Book 2005', 2005],
  ['Year Book 2019', 2019],
  ['Newsletter Spring 2019', 2019],
] as const;

/** The three publications uploaded by the administrator, by description: their answers' ids and file names. */
async function uploadThree(admin: TestClient) {
  const ids: Record<string, { id: number; fileName: string }> = {};
  for (const [description, year] of THREE) {
    const res = await admin.post(
      '/api/publications/add',
      uploadForm({ description, year }, { content: pdf, name: 'yb.pdf' }),
    );
    expect(res.status).toBe(200);
    ids[description] = res.json;
  }
  return ids;
}

describe('roles', () => {
  test('the list refuses a signed-out request with 401 and answers a member', async ({ visitor, member }) => {
    const res = await visitor.get('/api/Publications/List');
    expect(res.status).toBe(401);
    expect(res.json['']).toBeDefined();
    const ok = await member.get('/api/publications/list');
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual([]);
  });

  test('refuses visitors (401) and members (403) on admin routes', async ({ visitor, member, db }) => {
    await expectAdminOnly(visitor, member, [
      ['POST', '/api/publications/add', uploadForm({ description: 'X', year: 2020 }, { content: pdf })],
      ['POST', '/api/publications/update', uploadForm({ id: 1, description: 'X', year: 2020 })],
      ['POST', '/api/publications/move', { id: 1, direction: 'up' }],
      ['DELETE', '/api/publications/delete/1'],
    ]);
    expect(await count(db, 'publications')).toBe(0);
  });
});

describe('publications', () => {
  test('uploads publications; the list is newest year first; each PDF only for a signed-in member', async ({
    admin,
    member,
    visitor,
    db,
  }) => {
    const ids = await uploadThree(admin);
    for (const [description, year] of THREE)
      expect(ids[description]).toEqual({
        id: expect.any(Number),
        description,
        year,
        fileName: expect.stringMatching(/\.pdf$/),
        updatedAt: expect.any(String),
      });
    const list = await member.get('/api/Publications/List');
    expect(list.json.map((p: { description: string }) => p.description)).toEqual([
      'Newsletter Spring 2019',
      'Year Book 2019',
      'Year Book 2005',
    ]);
    expect(Object.keys(list.json[0]).sort()).toEqual(['description', 'fileName', 'id', 'updatedAt', 'year']);
    const file = ids['Year Book 2005'].fileName;
    expect((await visitor.get(`/pdfs/${file}`)).status).toBe(401);
    const got = await member.get(`/pdfs/${file}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.text.startsWith('%PDF-')).toBe(true);
    expect((await audit(db)).map((r) => [r.action, r.actor_id])).toEqual(Array(3).fill(['add', admin.id]));
  });

  test('refuses a missing file, a fake or oversized PDF, and bad fields, writing nothing', async ({
    admin,
    db,
  }) => {
    expect(
      (await admin.post('/api/publications/add', uploadForm({ description: 'X', year: 2020 }))).json,
    ).toEqual({
      '': ['Choose a PDF file to upload'],
    });
    await expectFieldErrors(
      admin,
      '/api/publications/add',
      uploadForm({ description: 'X', year: 2020 }, { content: FAKE_PDF }),
      { '': ['The file must be a PDF document'] },
    );
    // The signature alone is not enough: a file that only starts like a PDF could be anything; it must parse as one.
    await expectFieldErrors(
      admin,
      '/api/publications/add',
      uploadForm(
        { description: 'X', year: 2020 },
        { content: Buffer.from('%PDF-1.7\n<html>not a pdf</html>\n') },
      ),
      { '': ['The file must be a PDF document'] },
    );
    const big = await admin.post(
      '/api/publications/add',
      uploadForm({ description: 'X', year: 2020 }, { content: oversizedPdf() }),
    );
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ '': ['The file must be 20 MB or smaller'] });
    const bad = await admin.post(
      '/api/publications/add',
      uploadForm({ description: '', year: 'soon' }, { content: pdf }),
    );
    expect(bad.json).toEqual({
      description: ['Description is required'],
      year: ['Enter a year between 1900 and 2100'],
    });
    const missingYear = await admin.post(
      '/api/publications/add',
      uploadForm({ description: 'X' }, { content: pdf }),
    );
    expect(missingYear.json).toEqual({ year: ['Year is required'] });
    const json = await admin.post('/api/publications/add', { description: 'X', year: 2020 });
    expect(json.status).toBe(400);
    expect([await count(db, 'publications'), await count(db, 'files'), (await audit(db)).length]).toEqual([
      0, 0, 0,
    ]);
  }, 30_000);

  test('moves within a year, updates (new PDF replaces the old), deletes with the file; unknown ids 404', async ({
    admin,
    member,
    db,
  }) => {
    const ids = await uploadThree(admin);
    await admin.post('/api/publications/move', { id: ids['Year Book 2019'].id, direction: 'up' });
    expect((await member.get('/api/Publications/List')).json[0].description).toBe('Year Book 2019');

    const old = ids['Year Book 2005'].fileName;
    const up = await admin.post(
      '/api/publications/update',
      uploadForm(
        { id: ids['Year Book 2005'].id, description: 'Year Book 2006', year: 2006 },
        { content: pdf },
      ),
    );
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ description: 'Year Book 2006', year: 2006 });
    expect((await member.get(`/pdfs/${old}`)).status).toBe(404);
    expect(
      (await admin.post('/api/publications/update', uploadForm({ id: 99999, description: 'X', year: 2000 })))
        .status,
    ).toBe(404);

    const files = await count(db, 'files');
    expect((await admin.delete(`/api/publications/delete/${up.json.id}`)).status).toBe(200);
    expect(await count(db, 'files')).toBe(files - 1);
    expect((await member.get(`/pdfs/${up.json.fileName}`)).status).toBe(404);
    for (const id of [up.json.id, 'x', 0])
      expect((await admin.delete(`/api/publications/delete/${id}`)).status).toBe(404);
    expect((await audit(db)).slice(-3).map((r) => r.action)).toEqual(['move', 'update', 'delete']);
  });
});
