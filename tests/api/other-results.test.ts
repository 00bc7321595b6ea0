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
  pdf = await makeTestPdf('Halford Hewitt');
});
afterAll(() => t.close());

const audit = () =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', 'in', ['other_result', 'other_result_grouping'])
    .orderBy('id')
    .execute();
const count = async (table: 'other_result_items' | 'other_result_groupings' | 'files') =>
  (await t.db.selectFrom(table).select('id').execute()).length;
const publicList = async () => (await t.client().get('/api/OtherResults/ListByGrouping')).json;

describe('roles', () => {
  it('refuses visitors (401) and members (403) on every admin route', async () => {
    const routes: [string, string, unknown?][] = [
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
    ];
    for (const [method, path, body] of routes) {
      expect((await t.client().request(method, path, body)).status, path).toBe(401);
      expect((await m.request(method, path, body)).status, path).toBe(403);
    }
  });
});

describe('other results', () => {
  const ids: Record<string, number> = {};

  it('an empty list is an empty array', async () => {
    const res = await t.client().get('/api/OtherResults/ListByGrouping');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('adds competitions and results with PDFs, in order, in the spec shape', async () => {
    for (const d of ['Halford Hewitt', 'Grafton Morrish', 'Cyril Gray']) {
      const res = await a.post('/api/otherresults/addgrouping', { description: d });
      expect(res.status).toBe(200);
      ids[d] = res.json.id;
    }
    for (const d of ['2024 Results', '2023 Results']) {
      const res = await a.post(
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
    const list = await publicList();
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
    expect((await t.client().get(`/pdfs/${list[0].groupedResults[0].fileName}`)).status).toBe(200);
    expect((await audit()).filter((r) => r.action === 'add')).toHaveLength(5);
  });

  it('the edit list carries ids', async () => {
    const res = await a.get('/api/otherresults/listforedit');
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

  it('moves competitions and results up and down; the ends stay put', async () => {
    expect(
      (await a.post('/api/otherresults/movegrouping', { id: ids['Cyril Gray'], direction: 'up' })).status,
    ).toBe(200);
    expect((await publicList()).map((g: { groupingDescription: string }) => g.groupingDescription)).toEqual([
      'Halford Hewitt',
      'Cyril Gray',
      'Grafton Morrish',
    ]);
    await a.post('/api/otherresults/movegrouping', { id: ids['Halford Hewitt'], direction: 'up' });
    expect((await publicList())[0].groupingDescription).toBe('Halford Hewitt');
    await a.post('/api/otherresults/moveitem', { id: ids['2023 Results'], direction: 'up' });
    expect((await publicList())[0].groupedResults.map((r: { description: string }) => r.description)).toEqual(
      ['2023 Results', '2024 Results'],
    );
    expect((await a.post('/api/otherresults/moveitem', { id: 99999, direction: 'up' })).status).toBe(404);
    expect(
      (await a.post('/api/otherresults/moveitem', { id: ids['2023 Results'], direction: 'sideways' })).status,
    ).toBe(400);
  });

  it('refuses bad input clearly and writes nothing', async () => {
    const before = [await count('other_result_items'), await count('files'), (await audit()).length];
    expect((await a.post('/api/otherresults/addgrouping', { description: '' })).json).toEqual({
      description: ['Competition is required'],
    });
    const noFile = await a.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'], description: 'X' }),
    );
    expect(noFile.json).toEqual({ '': ['Choose a PDF file to upload'] });
    const noDesc = await a.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'] }, { content: pdf }),
    );
    expect(noDesc.json).toEqual({ description: ['Description is required'] });
    const unknown = await a.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: 99999, description: 'X' }, { content: pdf }),
    );
    expect(unknown.status).toBe(404);
    const fake = await a.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'], description: 'X' }, { content: FAKE_PDF }),
    );
    expect(fake.json).toEqual({ '': ['The file must be a PDF document'] });
    const big = await a.post(
      '/api/otherresults/additem',
      uploadForm({ groupingId: ids['Cyril Gray'], description: 'X' }, { content: oversizedPdf() }),
    );
    expect(big.status).toBe(413);
    expect([await count('other_result_items'), await count('files'), (await audit()).length]).toEqual(before);
  }, 30_000);

  it('renames, replaces a PDF, deletes an item and a whole competition with its files', async () => {
    expect(
      (
        await a.post('/api/otherresults/updategrouping', {
          id: ids['Cyril Gray'],
          description: 'Cyril Gray Trophy',
        })
      ).status,
    ).toBe(200);
    expect((await a.post('/api/otherresults/updategrouping', { id: 99999, description: 'X' })).status).toBe(
      404,
    );
    const list = await publicList();
    const oldFile = list[0].groupedResults[1].fileName;
    const up = await a.post(
      '/api/otherresults/updateitem',
      uploadForm({ id: ids['2024 Results'], description: '2024 Final' }, { content: pdf }),
    );
    expect(up.status).toBe(200);
    expect(up.json.fileName).not.toBe(oldFile);
    expect((await t.client().get(`/pdfs/${oldFile}`)).status).toBe(404);
    const keep = await a.post(
      '/api/otherresults/updateitem',
      uploadForm({ id: ids['2024 Results'], description: '2024 Final' }),
    );
    expect(keep.json.fileName).toBe(up.json.fileName);
    expect(
      (await a.post('/api/otherresults/updateitem', uploadForm({ id: 99999, description: 'X' }))).status,
    ).toBe(404);

    expect((await a.delete(`/api/otherresults/deleteitem/${ids['2023 Results']}`)).status).toBe(200);
    expect((await a.delete(`/api/otherresults/deleteitem/${ids['2023 Results']}`)).status).toBe(404);
    const files = await count('files');
    expect((await a.delete(`/api/otherresults/deletegrouping/${ids['Halford Hewitt']}`)).status).toBe(200);
    expect(await count('files')).toBe(files - 1);
    expect(await count('other_result_items')).toBe(0);
    expect((await a.delete('/api/otherresults/deletegrouping/abc')).status).toBe(404);
    expect((await publicList()).map((g: { groupingDescription: string }) => g.groupingDescription)).toEqual([
      'Cyril Gray Trophy',
      'Grafton Morrish',
    ]);
    const rows = await audit();
    expect(rows.at(-1)).toMatchObject({
      action: 'delete',
      entity: 'other_result_grouping',
      actor_id: admin.id,
    });
  });
});
