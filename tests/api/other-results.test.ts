import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { TestClient } from '../helpers/http-client';
import { test as harness } from '../helpers/harness';
import { FAKE_PDF, makeTestPdf, oversizedPdf, uploadForm } from '../helpers/pdf';
import { auditRows } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';
import { publicJson } from '../helpers/public-json';

const pdf = await makeTestPdf('Halford Hewitt');

const audit = (db: Db) => auditRows(db, { entity: ['other_result', 'other_result_grouping'] });
const count = async (db: Db, table: 'other_result_items' | 'other_result_groupings' | 'files') =>
  (await db.selectFrom(table).select('id').execute()).length;
const publicList = async (visitor: TestClient) =>
  (await visitor.get('/api/OtherResults/ListByGrouping')).json;

/**
 * Three competitions, Halford Hewitt, Grafton Morrish and Cyril Gray, in that order, and two results with PDFs
 * under the first (2024, then 2023), added by the administrator; answers their ids by description.
 */
async function addCompetitions(admin: TestClient) {
  const ids: Record<string, number> = {};
  for (const d of ['Halford Hewitt', 'Grafton Morrish', 'Cyril Gray']) {
    const res = await admin.post('/api/otherresults/addgrouping', { description: d });
    expect(res.status).toBe(200);
    ids[d] = res.json.id;
  }
  for (const d of ['2024 Results', '2023 Results']) {
    const res = await admin.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Halford Hewitt'], description: d }, { content: pdf }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      fileName: expect.stringMatching(/^halford-hewitt-.*\.pdf$/),
    });
    ids[d] = res.json.id;
  }
  return ids;
}

/** `ids`: the competitions and results of addCompetitions, for the tests that change them. */
const test = harness.extend('ids', async ({ admin }) => addCompetitions(admin));

describe('roles', () => {
  test('refuses visitors (401) and members (403) on every admin route', async ({ visitor, member }) => {
    await expectAdminOnly(visitor, member, [
      ['GET', '/api/otherresults/listforedit'],
      ['POST', '/api/otherresults/addgrouping', { description: 'X' }],
      ['POST', '/api/otherresults/updategrouping', { id: 1, description: 'X' }],
      ['POST', '/api/otherresults/movegrouping', { id: 1, direction: 'up' }],
      ['DELETE', '/api/otherresults/deletegrouping/1'],
      [
        'POST',
        '/api/otherresults/additem',
        uploadForm({ groupingId: 1, description: 'X' }, { content: pdf }),
      ],
      ['POST', '/api/otherresults/updateitem', uploadForm({ id: 1, description: 'X' })],
      ['POST', '/api/otherresults/moveitem', { id: 1, direction: 'up' }],
      ['DELETE', '/api/otherresults/deleteitem/1'],
    ]);
  });
});

describe('other results', () => {
  test('an empty list is an empty array', async ({ visitor }) => {
    expect(await publicJson(visitor, '/api/OtherResults/ListByGrouping')).toEqual([]);
  });

  test('adds competitions and results with PDFs, in order, in the spec shape', async ({
    visitor,
    admin,
    db,
  }) => {
    await addCompetitions(admin);
    const list = await publicList(visitor);
    expect(list.map((g: { groupingDescription: string }) => g.groupingDescription)).toEqual([
      'Halford Hewitt',
      'Grafton Morrish',
      'Cyril Gray',
    ]);
    expect(list[0].groupedResults).toEqual([
      { description: '2024 Results', fileName: expect.any(String) },
      { description: '2023 Results', fileName: expect.any(String) },
    ]);
    expect(list[1].groupedResults).toEqual([]);
    expect((await visitor.get(`/pdfs/${list[0].groupedResults[0].fileName}`)).status).toBe(200);
    expect((await audit(db)).filter((r) => r.action === 'add')).toHaveLength(5);
  });

  test('the edit list carries ids', async ({ admin, ids }) => {
    const res = await admin.get('/api/otherresults/listforedit');
    expect(res.status).toBe(200);
    expect(res.json[0]).toMatchObject({
      id: ids['Halford Hewitt'],
      description: 'Halford Hewitt',
      items: [
        { id: ids['2024 Results'], description: '2024 Results', fileName: expect.any(String) },
        expect.anything(),
      ],
    });
  });

  test('moves competitions and results up and down; the ends stay put', async ({ admin, visitor, ids }) => {
    expect(
      (await admin.post('/api/otherresults/movegrouping', { id: ids['Cyril Gray'], direction: 'up' })).status,
    ).toBe(200);
    expect(
      (await publicList(visitor)).map((g: { groupingDescription: string }) => g.groupingDescription),
    ).toEqual(['Halford Hewitt', 'Cyril Gray', 'Grafton Morrish']);
    await admin.post('/api/otherresults/movegrouping', { id: ids['Halford Hewitt'], direction: 'up' });
    expect((await publicList(visitor))[0].groupingDescription).toBe('Halford Hewitt');
    await admin.post('/api/otherresults/moveitem', { id: ids['2023 Results'], direction: 'up' });
    expect(
      (await publicList(visitor))[0].groupedResults.map((r: { description: string }) => r.description),
    ).toEqual(['2023 Results', '2024 Results']);
    expect((await admin.post('/api/otherresults/moveitem', { id: 99999, direction: 'up' })).status).toBe(404);
    expect(
      (await admin.post('/api/otherresults/moveitem', { id: ids['2023 Results'], direction: 'sideways' }))
        .status,
    ).toBe(400);
  });

  test('refuses bad input clearly and writes nothing', async ({ admin, db, ids }) => {
    const before = [
      await count(db, 'other_result_items'),
      await count(db, 'files'),
      (await audit(db)).length,
    ];
    expect((await admin.post('/api/otherresults/addgrouping', { description: '' })).json).toEqual({
      description: ['Competition is required'],
    });
    const noFile = await admin.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'], description: 'X' }),
    );
    expect(noFile.json).toEqual({ '': ['Choose a PDF file to upload'] });
    const noDesc = await admin.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'] }, { content: pdf }),
    );
    expect(noDesc.json).toEqual({ description: ['Description is required'] });
    const unknown = await admin.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: 99999, description: 'X' }, { content: pdf }),
    );
    expect(unknown.status).toBe(404);
    const fake = await admin.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'], description: 'X' }, { content: FAKE_PDF }),
    );
    expect(fake.json).toEqual({ '': ['The file must be a PDF document'] });
    const big = await admin.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'], description: 'X' }, { content: oversizedPdf() }),
    );
    expect(big.status).toBe(413);
    expect([
      await count(db, 'other_result_items'),
      await count(db, 'files'),
      (await audit(db)).length,
    ]).toEqual(before);
  }, 30_000);

  test('renames, replaces a PDF, deletes an item and a whole competition with its files', async ({
    visitor,
    admin,
    db,
    ids,
  }) => {
    expect(
      (
        await admin.post('/api/otherresults/updategrouping', {
          id: ids['Cyril Gray'],
          description: 'Cyril Gray Trophy',
        })
      ).status,
    ).toBe(200);
    expect(
      (await admin.post('/api/otherresults/updategrouping', { id: 99999, description: 'X' })).status,
    ).toBe(404);
    const list = await publicList(visitor);
    const oldFile = list[0].groupedResults.find(
      (r: { description: string }) => r.description === '2024 Results',
    ).fileName;
    const up = await admin.post(
      '/api/otherresults/updateitem',
      uploadForm({ id: ids['2024 Results'], description: '2024 Final' }, { content: pdf }),
    );
    expect(up.status).toBe(200);
    expect(up.json.fileName).not.toBe(oldFile);
    expect((await visitor.get(`/pdfs/${oldFile}`)).status).toBe(404);
    const keep = await admin.post(
      '/api/otherresults/updateitem',
      uploadForm({ id: ids['2024 Results'], description: '2024 Final' }),
    );
    expect(keep.json.fileName).toBe(up.json.fileName);
    expect(
      (await admin.post('/api/otherresults/updateitem', uploadForm({ id: 99999, description: 'X' }))).status,
    ).toBe(404);

    expect((await admin.delete(`/api/otherresults/deleteitem/${ids['2023 Results']}`)).status).toBe(200);
    expect((await admin.delete(`/api/otherresults/deleteitem/${ids['2023 Results']}`)).status).toBe(404);
    const files = await count(db, 'files');
    expect((await admin.delete(`/api/otherresults/deletegrouping/${ids['Halford Hewitt']}`)).status).toBe(
      200,
    );
    expect(await count(db, 'files')).toBe(files - 1);
    expect(await count(db, 'other_result_items')).toBe(0);
    expect((await admin.delete('/api/otherresults/deletegrouping/abc')).status).toBe(404);
    expect(
      (await publicList(visitor)).map((g: { groupingDescription: string }) => g.groupingDescription),
    ).toEqual(['Grafton Morrish', 'Cyril Gray Trophy']);
    const rows = await audit(db);
    expect(rows.at(-1)).toMatchObject({
      action: 'delete',
      entity: 'other_result_grouping',
      actor_id: admin.id,
    });
  });
});
