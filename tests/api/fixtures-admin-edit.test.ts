import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import {
  auditRowsOf,
  resultForm,
  resultsPdfFile,
  savedFixture,
  validFixture as valid,
} from '../helpers/fixture-admin';
import { test } from '../helpers/harness';
import { FIXTURE_CHANGED_MEANWHILE } from '../../src/shared/schemas/fixtures';
import { expectFieldErrors } from '../helpers/field-errors';

const PDF = await resultsPdfFile();

describe('GET /api/Fixtures/GetForEdit/{id} and POST /api/fixtures/updatefixture', () => {
  test('answers the fixture for edit and updates it, with an audit row holding before and after', async ({
    db,
    admin,
  }) => {
    const id = await createFixture(db, { start_date: '2030-09-10', event: 'Autumn Meeting' });
    const got = await admin.get(`/api/Fixtures/GetForEdit/${id}`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      id,
      event: 'Autumn Meeting',
      startDate: '2030-09-10',
      canRegister: true,
    });

    // The spec's client sends the whole fixture back, read-only fields included.
    const res = await admin.post('/api/fixtures/updatefixture', {
      ...got.json,
      event: 'Autumn Meeting (moved)',
      startDate: '2030-09-17',
      endDate: '2030-09-18',
      canRegister: false,
      managerEmailAddresses: 'new@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    const row = await savedFixture(db, id);
    expect(row).toMatchObject({
      event: 'Autumn Meeting (moved)',
      start_date: '2030-09-17',
      end_date: '2030-09-18',
      can_register: 0,
      manager_email_addresses: 'new@example.com',
    });
    const last = (await auditRowsOf(db)).at(-1)!;
    expect(last).toMatchObject({ actor_id: admin.id, action: 'update', entity_id: String(id) });
    expect(JSON.parse(last.before_json!)).toMatchObject({ event: 'Autumn Meeting' });
    expect(JSON.parse(last.after_json!)).toMatchObject({ event: 'Autumn Meeting (moved)' });
  });

  test('refuses bad input field by field and leaves the fixture as it was', async ({ db, admin }) => {
    const id = await createFixture(db, { start_date: '2030-09-10', event: 'Keep me' });
    let res = await admin.post('/api/fixtures/updatefixture', { id, ...valid(), event: '  ', year: '' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ year: ['Year is required'], event: ['Event is required'] });
    res = await admin.post('/api/fixtures/updatefixture', {
      id,
      ...valid(),
      startDate: '2030-05-05',
      endDate: '2030-05-04',
    });
    expect(res.json).toEqual({ endDate: ['End Date must be on or after Start Date'] });
    res = await admin.post('/api/fixtures/updatefixture', { id, ...valid(), managerEmailAddresses: 'nope' });
    expect(res.json).toEqual({ managerEmailAddresses: ['nope is not a valid email address'] });
    const row = await savedFixture(db, id);
    expect(row.event).toBe('Keep me');
  });

  test("refuses a Year that is not the Start Date's year, as Add Fixture does, and leaves the fixture as it was", async ({
    db,
    admin,
  }) => {
    const id = await createFixture(db, { start_date: '2026-12-15', event: 'Old Tonbridgians' });
    await expectFieldErrors(
      admin,
      '/api/fixtures/updatefixture',
      {
        id,
        ...valid(),
        event: 'Old Tonbridgians',
        year: 2025,
        startDate: '2026-12-15',
        endDate: '2026-12-15',
      },
      { year: ['Year must be the year of the Start Date (2026)'] },
    );
    const row = await savedFixture(db, id);
    expect(row).toMatchObject({ year: 2026, start_date: '2026-12-15' });
  });

  test('refuses a save made from a copy that another administrator has changed since, and keeps their change', async ({
    db,
    admin,
  }) => {
    const id = await createFixture(db, { start_date: '2030-09-12', event: 'Two Tabs Meeting' });
    const opened = (await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json.updatedAt as string;
    expect(opened).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Tab A saves first, from the copy it opened.
    const first = {
      id,
      ...valid(),
      event: 'Two Tabs Meeting',
      location: 'Tab A location',
      updatedAt: opened,
    };
    expect((await admin.post('/api/fixtures/updatefixture', first)).status).toBe(200);
    // Tab B saves from the same, now old, copy: refused, and A's location stays.
    const second = {
      id,
      ...valid(),
      event: 'Two Tabs Meeting',
      comments: 'Tab B comment',
      updatedAt: opened,
    };
    const refused = await admin.post('/api/fixtures/updatefixture', second);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ '': [FIXTURE_CHANGED_MEANWHILE] });
    const now = (await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json;
    expect(now).toMatchObject({ location: 'Tab A location', comments: valid().comments });
    expect(now.updatedAt).not.toBe(opened);
    // From the fixture as it is now, B's change goes through; a caller that sends no updatedAt (the spec's) too.
    expect(
      (await admin.post('/api/fixtures/updatefixture', { ...second, updatedAt: now.updatedAt })).status,
    ).toBe(200);
    expect(
      (await admin.post('/api/fixtures/updatefixture', { ...second, updatedAt: undefined })).status,
    ).toBe(200);
  });

  test('answers 404 for unknown ids', async ({ admin }) => {
    expect((await admin.get('/api/Fixtures/GetForEdit/999999')).status).toBe(404);
    expect((await admin.get('/api/Fixtures/GetForEdit/abc')).status).toBe(404);
    const res = await admin.post('/api/fixtures/updatefixture', { id: 999999, ...valid() });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ '': ['Fixture not found'] });
  });
});

describe('DELETE /api/fixtures/deletefixture/{id}', () => {
  test('deletes a fixture with its registrations and result, answering true, with an audit row', async ({
    db,
    admin,
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(-30), event: 'To delete' });
    const entrant = await createMember(db);
    await db
      .insertInto('fixture_registrations')
      .values({ fixture_id: id, member_id: entrant.id, created_at: new Date().toISOString() })
      .execute();
    const saved = await admin.request(
      'POST',
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(id), firstPlaceName: 'Winner' }, { content: PDF, name: 'r.pdf' }),
    );
    expect(saved.status).toBe(200);
    const res = await admin.delete(`/api/fixtures/deletefixture/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    expect(await db.selectFrom('fixtures').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(
      await db.selectFrom('fixture_registrations').select('id').where('fixture_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('files').select('id').where('file_name', '=', saved.json.fileName).execute(),
    ).toEqual([]);
    const last = (await auditRowsOf(db)).at(-1)!;
    expect(last).toMatchObject({ actor_id: admin.id, action: 'delete', entity_id: String(id) });
    expect(JSON.parse(last.before_json!)).toMatchObject({ event: 'To delete', registrations: 1 });
    expect((await admin.delete(`/api/fixtures/deletefixture/${id}`)).status).toBe(404);
    expect((await admin.delete('/api/fixtures/deletefixture/abc')).status).toBe(404);
  });
});
