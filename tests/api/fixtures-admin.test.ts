import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import type { TestClient } from '../helpers/http-client';
import { makeTestPdf } from '../helpers/pdf';

let t: TestApp;
let admin: TestMember;
let a: TestClient;
let m: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAdmin(t.db);
  const member = await createMember(t.db);
  a = t.client();
  await signInAs(a, t.db, admin.id);
  m = t.client();
  await signInAs(m, t.db, member.id);
});
afterAll(() => t.close());

const valid = () => ({
  year: 2030,
  event: 'Spring Meeting',
  startDate: '2030-05-03',
  endDate: '2030-05-04',
  location: 'Walton Heath',
  manager: 'Richard Ashworth',
  managerEmailAddresses: 'captain@example.com;secretary@example.com',
  canRegister: true,
  comments: 'Lunch in the clubhouse',
});

const audit = (entity = 'fixture') =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();
const fixtureCount = async () => (await t.db.selectFrom('fixtures').select('id').execute()).length;

/** A tiny, real one-page PDF (uploads are parsed: issue 15). */
let PDF: Buffer;
beforeAll(async () => {
  PDF = await makeTestPdf('Results');
});

function resultForm(fields: Record<string, string>, file?: { content: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  return form;
}

describe('roles on every admin route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/Fixtures/GetForEdit/1'],
    ['POST', '/api/fixtures/addfixture', {}],
    ['POST', '/api/fixtures/updatefixture', {}],
    ['DELETE', '/api/fixtures/deletefixture/1'],
    ['POST', '/api/fixtures/saveresult', {}],
    ['DELETE', '/api/fixtures/deleteresult/1'],
  ];
  it('refuses visitors with 401 and members with 403, whatever they send', async () => {
    for (const [method, path, body] of routes) {
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await m.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      if (method === 'POST') {
        const broken = await t
          .client()
          .request(method, path, '{not json', { 'content-type': 'application/json' });
        expect(broken.status).toBe(401);
      }
    }
  });
});

describe('POST /api/fixtures/addfixture', () => {
  it('adds a fixture, answers its id, and writes an audit row', async () => {
    const res = await a.post('/api/fixtures/addfixture', {
      ...valid(),
      managerEmailAddresses: ' captain@example.com ; secretary@example.com;captain@example.com ',
    });
    expect(res.status).toBe(200);
    const id = res.json.id;
    expect(id).toBeGreaterThan(0);
    const row = await t.db.selectFrom('fixtures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      year: 2030,
      event: 'Spring Meeting',
      start_date: '2030-05-03',
      end_date: '2030-05-04',
      location: 'Walton Heath',
      manager: 'Richard Ashworth',
      manager_email_addresses: 'captain@example.com;secretary@example.com',
      can_register: 1,
      comments: 'Lunch in the clubhouse',
    });
    const rows = await audit();
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ actor_id: admin.id, action: 'add', entity_id: String(id) });
    expect(JSON.parse(last.after_json!)).toMatchObject({ event: 'Spring Meeting' });

    const list = await t.client().get('/api/Fixtures/List');
    expect(list.json.find((f: { id: number }) => f.id === id)).toMatchObject({
      fixtureDate: 'Fri 3 – Sat 4 May 2030',
      canRegister: true,
    });
  });

  it('accepts optional fields left out, and a year sent as text', async () => {
    const res = await a.post('/api/fixtures/addfixture', {
      year: '2031',
      event: 'Winter Foursomes',
      startDate: '2031-11-16',
      endDate: '2031-11-16',
    });
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('fixtures')
      .selectAll()
      .where('id', '=', res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ year: 2031, location: null, manager_email_addresses: null, can_register: 0 });
  });

  it('answers every problem under the key addfixture, and writes nothing', async () => {
    const count = await fixtureCount();
    const auditCount = (await audit()).length;
    let res = await a.post('/api/fixtures/addfixture', {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      addfixture: ['Year is required', 'Event is required', 'Start Date is required', 'End Date is required'],
    });

    res = await a.post('/api/fixtures/addfixture', {
      ...valid(),
      startDate: '2030-05-04',
      endDate: '2030-05-03',
    });
    expect(res.json).toEqual({ addfixture: ['End Date must be on or after Start Date'] });

    res = await a.post('/api/fixtures/addfixture', {
      ...valid(),
      managerEmailAddresses: 'good@example.com;not-an-address;also bad@x',
    });
    expect(res.json).toEqual({
      addfixture: ['not-an-address is not a valid email address', 'also bad@x is not a valid email address'],
    });

    res = await a.post('/api/fixtures/addfixture', {
      ...valid(),
      year: 'MMXXX',
      startDate: '2030-02-30',
      endDate: '03/05/2030',
      event: 'x'.repeat(201),
    });
    expect(res.json).toEqual({
      addfixture: [
        'Enter a year between 1900 and 2100',
        'Event must be 200 characters or fewer',
        'Start Date must be a real date',
        'End Date must be a real date',
      ],
    });
    res = await a.request('POST', '/api/fixtures/addfixture', '[1,2', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(await fixtureCount()).toBe(count);
    expect((await audit()).length).toBe(auditCount);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await a.post('/api/fixtures/addfixture', { ...valid(), comments: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});

describe('GET /api/Fixtures/GetForEdit/{id} and POST /api/fixtures/updatefixture', () => {
  it('answers the fixture for edit and updates it, with an audit row holding before and after', async () => {
    const id = await createFixture(t.db, { start_date: '2030-09-10', event: 'Autumn Meeting' });
    const got = await a.get(`/api/Fixtures/GetForEdit/${id}`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      id,
      event: 'Autumn Meeting',
      startDate: '2030-09-10',
      canRegister: true,
    });

    // The spec's client sends the whole fixture back, read-only fields included.
    const res = await a.post('/api/fixtures/updatefixture', {
      ...got.json,
      event: 'Autumn Meeting (moved)',
      startDate: '2030-09-17',
      endDate: '2030-09-18',
      canRegister: false,
      managerEmailAddresses: 'new@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    const row = await t.db.selectFrom('fixtures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      event: 'Autumn Meeting (moved)',
      start_date: '2030-09-17',
      end_date: '2030-09-18',
      can_register: 0,
      manager_email_addresses: 'new@example.com',
    });
    const rows = await audit();
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ actor_id: admin.id, action: 'update', entity_id: String(id) });
    expect(JSON.parse(last.before_json!)).toMatchObject({ event: 'Autumn Meeting' });
    expect(JSON.parse(last.after_json!)).toMatchObject({ event: 'Autumn Meeting (moved)' });
  });

  it('refuses bad input field by field and leaves the fixture as it was', async () => {
    const id = await createFixture(t.db, { start_date: '2030-09-10', event: 'Keep me' });
    let res = await a.post('/api/fixtures/updatefixture', { id, ...valid(), event: '  ', year: '' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ year: ['Year is required'], event: ['Event is required'] });
    res = await a.post('/api/fixtures/updatefixture', {
      id,
      ...valid(),
      startDate: '2030-05-05',
      endDate: '2030-05-04',
    });
    expect(res.json).toEqual({ endDate: ['End Date must be on or after Start Date'] });
    res = await a.post('/api/fixtures/updatefixture', { id, ...valid(), managerEmailAddresses: 'nope' });
    expect(res.json).toEqual({ managerEmailAddresses: ['nope is not a valid email address'] });
    const row = await t.db
      .selectFrom('fixtures')
      .select('event')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.event).toBe('Keep me');
  });

  it('answers 404 for unknown ids', async () => {
    expect((await a.get('/api/Fixtures/GetForEdit/999999')).status).toBe(404);
    expect((await a.get('/api/Fixtures/GetForEdit/abc')).status).toBe(404);
    const res = await a.post('/api/fixtures/updatefixture', { id: 999999, ...valid() });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ '': ['Fixture not found'] });
  });
});

describe('DELETE /api/fixtures/deletefixture/{id}', () => {
  it('deletes a fixture with its registrations and result, answering true, with an audit row', async () => {
    const id = await createFixture(t.db, { start_date: dayFromToday(-30), event: 'To delete' });
    const member = await createMember(t.db);
    await t.db
      .insertInto('fixture_registrations')
      .values({ fixture_id: id, member_id: member.id, created_at: new Date().toISOString() })
      .execute();
    const saved = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(id), firstPlaceName: 'Winner' }, { content: PDF, name: 'r.pdf' }),
    );
    expect(saved.status).toBe(200);
    const res = await a.delete(`/api/fixtures/deletefixture/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    expect(await t.db.selectFrom('fixtures').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('fixture_registrations').select('id').where('fixture_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('files').select('id').where('file_name', '=', saved.json.fileName).execute(),
    ).toEqual([]);
    const rows = await audit();
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ actor_id: admin.id, action: 'delete', entity_id: String(id) });
    expect(JSON.parse(last.before_json!)).toMatchObject({ event: 'To delete', registrations: 1 });
    expect((await a.delete(`/api/fixtures/deletefixture/${id}`)).status).toBe(404);
    expect((await a.delete('/api/fixtures/deletefixture/abc')).status).toBe(404);
  });
});

describe('fixture results (admin)', () => {
  it('records placings and a PDF for a past fixture, shown on the result page', async () => {
    const id = await createFixture(t.db, { start_date: dayFromToday(-10), event: 'Spring Meeting' });
    const res = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm(
        {
          fixtureId: String(id),
          firstPlaceName: 'A Winner',
          firstPlaceScore: '41 pts',
          secondPlaceName: 'B Runner',
          secondPlaceScore: '39 pts',
          thirdPlaceName: '',
          thirdPlaceScore: '30 pts',
          notes: 'Played in rain',
        },
        { content: PDF, name: 'results.pdf' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json.fileName).toMatch(/^spring-meeting-\d{4}-results-[0-9a-f]{6}\.pdf$/);
    const page = await t.client().get(`/api/fixtures/result/${id}`);
    expect(page.json.result).toEqual({
      placings: [
        { place: 1, name: 'A Winner', score: '41 pts' },
        { place: 2, name: 'B Runner', score: '39 pts' },
      ],
      notes: 'Played in rain',
      fileName: res.json.fileName,
    });
    const pdf = await t.client().get(`/pdfs/${res.json.fileName}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const rows = await audit('fixture_result');
    expect(rows[rows.length - 1]).toMatchObject({ actor_id: admin.id, action: 'add', entity_id: String(id) });

    // A new PDF replaces the old one; the old file goes.
    const again = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(id), firstPlaceName: 'A Winner' }, { content: PDF, name: 'v2.pdf' }),
    );
    expect(again.status).toBe(200);
    expect(again.json.fileName).not.toBe(res.json.fileName);
    expect((await t.client().get(`/pdfs/${res.json.fileName}`)).status).toBe(404);
    expect((await audit('fixture_result')).at(-1)).toMatchObject({ action: 'update' });

    // Removing the PDF keeps the placings.
    const removed = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(id), firstPlaceName: 'A Winner', removePdf: 'true' }),
    );
    expect(removed.json).toEqual({ fileName: null });
    expect((await t.client().get(`/pdfs/${again.json.fileName}`)).status).toBe(404);

    const del = await a.delete(`/api/fixtures/deleteresult/${id}`);
    expect(del.status).toBe(200);
    expect((await t.client().get(`/api/fixtures/result/${id}`)).json.result).toBeNull();
    expect((await audit('fixture_result')).at(-1)).toMatchObject({ action: 'delete' });
    expect((await a.delete(`/api/fixtures/deleteresult/${id}`)).status).toBe(404);
  });

  it('refuses a future fixture, a non-PDF, an oversized file, nothing to save and bad ids, writing nothing', async () => {
    const future = await createFixture(t.db, { start_date: dayFromToday(10) });
    const past = await createFixture(t.db, { start_date: dayFromToday(-10) });
    const files = async () => (await t.db.selectFrom('files').select('id').execute()).length;
    const before = await files();
    const auditBefore = (await audit('fixture_result')).length;

    let res = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(future), firstPlaceName: 'X' }),
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['Results can only be recorded once the fixture has taken place'] });

    res = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm(
        { fixtureId: String(past), firstPlaceName: 'X' },
        { content: Buffer.from('<html>not a pdf</html>'), name: 'fake.pdf' },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['The file must be a PDF document'] });

    res = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm(
        { fixtureId: String(past), firstPlaceName: 'X' },
        { content: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]), name: 'huge.pdf' },
      ),
    );
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ '': ['The file must be 20 MB or smaller'] });

    res = await a.request('POST', '/api/fixtures/saveresult', resultForm({ fixtureId: String(past) }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['Enter at least one placing, some notes or a PDF of the results'] });

    res = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: 'abc', firstPlaceName: 'X' }),
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ fixtureId: ['Choose a fixture'] });

    res = await a.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: '999999', firstPlaceName: 'X' }),
    );
    expect(res.status).toBe(404);

    res = await a.post('/api/fixtures/saveresult', { fixtureId: past, firstPlaceName: 'X' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['Please send the form as a file upload (multipart/form-data)'] });

    expect(await files()).toBe(before);
    expect((await audit('fixture_result')).length).toBe(auditBefore);
    expect((await t.client().get(`/api/fixtures/result/${past}`)).json.result).toBeNull();
  });
});
