import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { TestClient } from '../helpers/http-client';
import { test as harness } from '../helpers/harness';
import { londonYear } from '../../src/shared/dates';
import { FAKE_PDF, makeTestPdf, oversizedPdf, uploadForm } from '../helpers/pdf';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows } from '../helpers/audit-log';
import { publicJson } from '../helpers/public-json';

const pdf = await makeTestPdf('Spring Meeting results');

const audit = (db: Db) => auditRows(db, { entity: 'meeting_result' });
const count = async (db: Db, table: 'meeting_results' | 'files') =>
  (await db.selectFrom(table).select('id').execute()).length;

/** The first three of the Spring Meeting, as sent and as answered. */
const springPlaces = {
  firstPlaceName: 'A. Smith',
  firstPlaceScore: '72',
  secondPlaceName: 'B. Jones',
  secondPlaceScore: '74',
  thirdPlaceName: 'C. Brown',
  thirdPlaceScore: '75',
};

const spring = (overrides: Record<string, string | number> = {}) => ({
  meetingType: 1,
  year: 1997,
  event: 'Spring Meeting – Scratch Prize',
  ...springPlaces,
  ...overrides,
});

/** The Spring Meeting of 1997, added with a PDF, as the administrator's screen sends it. */
const addWithPdf = (admin: TestClient) =>
  admin.post('/api/results/add', uploadForm(spring(), { content: pdf, name: 'r.pdf' }));

/** Three more results without PDFs: two Spring Meetings of 2003 and an Autumn Meeting of 2010. */
async function addWithoutPdfs(admin: TestClient) {
  await admin.post(
    '/api/results/add',
    uploadForm(spring({ year: 2003, event: 'Stableford', thirdPlaceName: '', thirdPlaceScore: '' })),
  );
  await admin.post('/api/results/add', uploadForm(spring({ year: 2003, event: 'Scratch' })));
  await admin.post(
    '/api/results/add',
    uploadForm(spring({ meetingType: 2, year: 2010, event: 'Autumn Scratch' })),
  );
}

/** `withPdf`: the 1997 result with its PDF, for the tests that change or list it. */
const test = harness.extend('withPdf', async ({ admin }): Promise<{ id: number; fileName: string }> => {
  const res = await addWithPdf(admin);
  expect(res.status).toBe(200);
  return res.json;
});

describe('roles', () => {
  test('refuses visitors (401) and members (403) on admin routes, before reading the body', async ({
    visitor,
    member,
    db,
  }) => {
    for (const [method, path] of [
      ['POST', '/api/results/add'],
      ['POST', '/api/results/update'],
      ['DELETE', '/api/results/delete/1'],
    ] as const) {
      const body = method === 'POST' ? uploadForm(spring(), { content: pdf }) : undefined;
      expect((await visitor.request(method, path, body)).status).toBe(401);
      expect(
        (await member.request(method, path, method === 'POST' ? uploadForm(spring()) : undefined)).status,
      ).toBe(403);
    }
    expect(await count(db, 'meeting_results')).toBe(0);
  });
});

describe('GET /api/Results/ListResultsForMeeting/{meetingId}', () => {
  test('answers an empty list for a meeting with no results', async ({ visitor }) => {
    for (const id of [1, 2, 3, 4, 5]) {
      const res = await visitor.get(`/api/Results/ListResultsForMeeting/${id}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual([]);
    }
  });

  test('refuses any meeting id other than 1 to 5 with a 400', async ({ visitor }) => {
    for (const id of ['0', '6', '-1', '1.0', 'abc', '01', '%20', '999999999999']) {
      const res = await visitor.get(`/api/Results/ListResultsForMeeting/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.json).toEqual({ '': ['Choose a meeting type from 1 to 5'] });
    }
  });
});

describe('admin: meeting results', () => {
  test('adds a result with a PDF, answers the spec shape, audits it', async ({ visitor, admin, db }) => {
    const res = await addWithPdf(admin);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      decade: 1990,
      year: 1997,
      meetingName: 'Spring Meeting – Scratch Prize',
      ...springPlaces,
      fileName: expect.stringMatching(/^spring-meeting-1997-.*\.pdf$/),
      updatedAt: expect.any(String),
    });
    const withPdf = res.json;
    const file = await visitor.get(`/pdfs/${withPdf.fileName}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await audit(db)).at(-1)).toMatchObject({
      action: 'add',
      actor_id: admin.id,
      entity_id: String(withPdf.id),
    });
  });

  test('adds results without PDFs and lists them year descending, then in entry order, with decades', async ({
    visitor,
    admin,
    withPdf,
  }) => {
    await addWithoutPdfs(admin);
    const res = await visitor.get('/api/Results/ListResultsForMeeting/1');
    expect(
      res.json.map((r: { year: number; meetingName: string; decade: number }) => [
        r.year,
        r.decade,
        r.meetingName,
      ]),
    ).toEqual([
      [2003, 2000, 'Stableford'],
      [2003, 2000, 'Scratch'],
      [1997, 1990, 'Spring Meeting – Scratch Prize'],
    ]);
    expect(res.json[0]).toMatchObject({ thirdPlaceName: null, thirdPlaceScore: null, fileName: null });
    expect(res.json[2]).toMatchObject({ id: withPdf.id, fileName: withPdf.fileName });
    expect(res.headers.get('etag')).toBeTruthy();
    const again = await visitor.get('/api/results/listresultsformeeting/1', {
      'if-none-match': res.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect((await visitor.get('/api/Results/ListResultsForMeeting/2')).json).toHaveLength(1);
  });

  test('lists the years of a meeting with their counts, and answers one year with ?year=', async ({
    visitor,
    admin,
    withPdf,
  }) => {
    await addWithoutPdfs(admin);
    expect(await publicJson(visitor, '/api/results/listyears/1')).toEqual([
      { year: 1997, count: 1 },
      { year: 2003, count: 2 },
    ]);
    expect((await visitor.get('/api/Results/ListYears/2')).json).toEqual([{ year: 2010, count: 1 }]);
    expect((await visitor.get('/api/results/listyears/3')).json).toEqual([]);

    const one = await visitor.get('/api/Results/ListResultsForMeeting/1?year=2003');
    expect(one.status).toBe(200);
    expect(one.json.map((r: { meetingName: string }) => r.meetingName)).toEqual(['Stableford', 'Scratch']);
    expect(Object.keys(one.json[0]).sort()).toEqual(Object.keys(withPdf).sort());
    expect((await visitor.get('/api/Results/ListResultsForMeeting/1?year=2010')).json).toEqual([]);
    expect((await visitor.get('/api/Results/ListResultsForMeeting/2?year=2010')).json).toHaveLength(1);
  });

  test('refuses a bad meeting id or year on the years and one-year routes', async ({ visitor }) => {
    for (const id of ['0', '6', 'abc']) {
      const res = await visitor.get(`/api/results/listyears/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.json).toEqual({ '': ['Choose a meeting type from 1 to 5'] });
    }
    for (const year of ['abc', '97', '1899', '2101']) {
      const res = await visitor.get(`/api/Results/ListResultsForMeeting/1?year=${year}`);
      expect(res.status, year).toBe(400);
      expect(res.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
    }
  });

  test('refuses bad fields with messages per field, and writes nothing', async ({ admin, db }) => {
    const before = [await count(db, 'meeting_results'), await count(db, 'files'), (await audit(db)).length];
    await expectFieldErrors(
      admin,
      '/api/results/add',
      uploadForm(
        { meetingType: 9, year: 'abcd', event: '', firstPlaceName: 'x'.repeat(121) },
        { content: pdf },
      ),
      {
        meetingType: ['Choose a meeting'],
        year: ['Enter a year between 1900 and 2100'],
        event: ['Event is required'],
        firstPlaceName: ['First Place must be 120 characters or fewer'],
      },
    );
    expect([await count(db, 'meeting_results'), await count(db, 'files'), (await audit(db)).length]).toEqual(
      before,
    );
  });

  test('refuses a result for a year that has not come (add and update), accepts this year', async ({
    admin,
    db,
  }) => {
    const thisYear = londonYear();
    const message = `Results can only be added for a year that has come: enter ${thisYear} or earlier`;
    const before = [await count(db, 'meeting_results'), (await audit(db)).length];
    await expectFieldErrors(admin, '/api/results/add', uploadForm(spring({ year: thisYear + 5 })), {
      year: [message],
    });
    const next = await admin.post('/api/results/add', uploadForm(spring({ year: thisYear + 1 })));
    expect(next.json).toEqual({ year: [message] });
    expect([await count(db, 'meeting_results'), (await audit(db)).length]).toEqual(before);

    const now = await admin.post(
      '/api/results/add',
      uploadForm(spring({ year: thisYear, event: 'This year' })),
    );
    expect(now.status).toBe(200);
    await expectFieldErrors(
      admin,
      '/api/results/update',
      uploadForm(spring({ id: now.json.id, year: thisYear + 1, event: 'This year' })),
      { year: [message] },
    );
    expect((await admin.delete(`/api/results/delete/${now.json.id}`)).status).toBe(200);
  });

  test('refuses a file that is not a PDF, or one over 20 MB, and writes nothing', async ({ admin, db }) => {
    const before = [await count(db, 'meeting_results'), await count(db, 'files'), (await audit(db)).length];
    await expectFieldErrors(
      admin,
      '/api/results/add',
      uploadForm(spring(), { content: FAKE_PDF, name: 'fake.pdf' }),
      { '': ['The file must be a PDF document'] },
    );
    const big = await admin.post(
      '/api/results/add',
      uploadForm(spring(), { content: oversizedPdf(), name: 'big.pdf' }),
    );
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ '': ['The file must be 20 MB or smaller'] });
    const json = await admin.post('/api/results/add', spring());
    expect(json.status).toBe(400);
    expect([await count(db, 'meeting_results'), await count(db, 'files'), (await audit(db)).length]).toEqual(
      before,
    );
  }, 30_000);

  test('updates a result, replacing its PDF (the old file goes), or removing it', async ({
    visitor,
    admin,
    db,
    withPdf,
  }) => {
    const old = withPdf.fileName;
    const res = await admin.post(
      '/api/results/update',
      uploadForm(spring({ id: withPdf.id, year: 1998, firstPlaceScore: '71' }), { content: pdf }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: withPdf.id, year: 1998, firstPlaceScore: '71' });
    expect(res.json.fileName).not.toBe(old);
    expect((await visitor.get(`/pdfs/${old}`)).status).toBe(404);
    expect((await visitor.get(`/pdfs/${res.json.fileName}`)).status).toBe(200);
    const kept = await admin.post('/api/results/update', uploadForm(spring({ id: withPdf.id, year: 1998 })));
    expect(kept.json.fileName).toBe(res.json.fileName);
    const removed = await admin.post(
      '/api/results/update',
      uploadForm(spring({ id: withPdf.id, removePdf: 'true' })),
    );
    expect(removed.json.fileName).toBeNull();
    expect((await visitor.get(`/pdfs/${res.json.fileName}`)).status).toBe(404);
    const rows = await audit(db);
    expect(rows.at(-1)).toMatchObject({ action: 'update', entity_id: String(withPdf.id) });
    expect((await admin.post('/api/results/update', uploadForm(spring({ id: 99999 })))).status).toBe(404);
    expect((await admin.post('/api/results/update', uploadForm(spring({ id: 'x' })))).json).toEqual({
      id: ['Result not found'],
    });
  });

  test('a failed PDF on update leaves the result as it was', async ({ visitor, admin, withPdf }) => {
    const before = (await visitor.get('/api/Results/ListResultsForMeeting/1')).json;
    const res = await admin.post(
      '/api/results/update',
      uploadForm(spring({ id: withPdf.id, year: 2020 }), { content: FAKE_PDF }),
    );
    expect(res.status).toBe(400);
    expect((await visitor.get('/api/Results/ListResultsForMeeting/1')).json).toEqual(before);
  });

  test('deletes a result with its PDF; unknown ids are 404', async ({ visitor, admin, db }) => {
    const added = await admin.post('/api/results/add', uploadForm(spring({ year: 1990 }), { content: pdf }));
    const files = await count(db, 'files');
    const res = await admin.delete(`/api/results/delete/${added.json.id}`);
    expect(res.status).toBe(200);
    expect(await count(db, 'files')).toBe(files - 1);
    expect((await visitor.get(`/pdfs/${added.json.fileName}`)).status).toBe(404);
    expect((await audit(db)).at(-1)).toMatchObject({ action: 'delete', entity_id: String(added.json.id) });
    for (const id of [added.json.id, 'abc', 0])
      expect((await admin.delete(`/api/results/delete/${id}`)).status).toBe(404);
  });
});

describe('GET /api/foursomes/list', () => {
  test('answers the matches, newest year first', async ({ db, visitor }) => {
    expect((await visitor.get('/api/foursomes/list')).json).toEqual([]);
    await db
      .insertInto('foursomes_matches')
      .values([
        { year: 2015, event: 'Halford Hewitt', opponent: 'Old Carthusians', result: 'lost 2–3' },
        { year: 2016, event: 'Grafton Morrish', opponent: null, result: null },
      ])
      .execute();
    const res = await visitor.get('/api/foursomes/list');
    expect(res.json).toEqual([
      { year: 2016, event: 'Grafton Morrish', opponent: null, result: null },
      { year: 2015, event: 'Halford Hewitt', opponent: 'Old Carthusians', result: 'lost 2–3' },
    ]);
  });
});
