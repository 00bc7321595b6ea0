import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { auditRowsOf, savedFixture, validFixture as valid } from '../helpers/fixture-admin';
import { test } from '../helpers/harness';
import { expectFieldErrors } from '../helpers/field-errors';

const fixtureCount = async (db: Db) => (await db.selectFrom('fixtures').select('id').execute()).length;

describe('POST /api/fixtures/addfixture', () => {
  test('adds a fixture, answers its id, and writes an audit row', async ({ db, visitor, admin }) => {
    const res = await admin.post('/api/fixtures/addfixture', {
      ...valid(),
      managerEmailAddresses: ' captain@example.com ; secretary@example.com;captain@example.com ',
    });
    expect(res.status).toBe(200);
    const id = res.json.id;
    expect(id).toBeGreaterThan(0);
    const row = await savedFixture(db, id);
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
    const last = (await auditRowsOf(db)).at(-1)!;
    expect(last).toMatchObject({ actor_id: admin.id, action: 'add', entity_id: String(id) });
    expect(JSON.parse(last.after_json!)).toMatchObject({ event: 'Spring Meeting' });

    const list = await visitor.get('/api/Fixtures/List');
    expect(list.json.find((f: { id: number }) => f.id === id)).toMatchObject({
      fixtureDate: 'Fri 3 – Sat 4 May 2030',
      canRegister: true,
    });
  });

  test('accepts optional fields left out, and a year sent as text', async ({ db, admin }) => {
    const res = await admin.post('/api/fixtures/addfixture', {
      year: '2031',
      event: 'Winter Foursomes',
      startDate: '2031-11-16',
      endDate: '2031-11-16',
    });
    expect(res.status).toBe(200);
    const row = await savedFixture(db, res.json.id);
    expect(row).toMatchObject({ year: 2031, location: null, manager_email_addresses: null, can_register: 0 });
  });

  test('answers every problem under the key addfixture, and writes nothing', async ({ db, admin }) => {
    const count = await fixtureCount(db);
    const auditCount = (await auditRowsOf(db)).length;
    let res = await admin.post('/api/fixtures/addfixture', {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      addfixture: ['Year is required', 'Event is required', 'Start Date is required', 'End Date is required'],
    });

    res = await admin.post('/api/fixtures/addfixture', {
      ...valid(),
      startDate: '2030-05-04',
      endDate: '2030-05-03',
    });
    expect(res.json).toEqual({ addfixture: ['End Date must be on or after Start Date'] });

    res = await admin.post('/api/fixtures/addfixture', {
      ...valid(),
      managerEmailAddresses: 'good@example.com;not-an-address;also bad@x',
    });
    expect(res.json).toEqual({
      addfixture: ['not-an-address is not a valid email address', 'also bad@x is not a valid email address'],
    });

    res = await admin.post('/api/fixtures/addfixture', {
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
    res = await admin.request('POST', '/api/fixtures/addfixture', '[1,2', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(await fixtureCount(db)).toBe(count);
    expect((await auditRowsOf(db)).length).toBe(auditCount);
  });

  test("refuses a Year that is not the Start Date's year (next February's fixture left at this year), adds nothing", async ({
    db,
    visitor,
    admin,
  }) => {
    const [count, auditCount] = [await fixtureCount(db), (await auditRowsOf(db)).length];
    await expectFieldErrors(
      admin,
      '/api/fixtures/addfixture',
      {
        ...valid(),
        year: 2026,
        startDate: '2027-02-14',
        endDate: '2027-02-14',
      },
      { addfixture: ['Year must be the year of the Start Date (2027)'] },
    );
    expect([await fixtureCount(db), (await auditRowsOf(db)).length]).toEqual([count, auditCount]);
    const ok = await admin.post('/api/fixtures/addfixture', {
      ...valid(),
      year: 2027,
      startDate: '2027-02-14',
      endDate: '2027-02-14',
    });
    expect(ok.status).toBe(200);
    const years = (await visitor.get('/api/fixtures/listbyyear')).json as {
      year: number;
      fixtures: { id: number }[];
    }[];
    expect(years.find((y) => y.year === 2027)?.fixtures.map((f) => f.id)).toContain(ok.json.id);
  });

  test('refuses a body over the size limit with 413', async ({ admin }) => {
    const res = await admin.post('/api/fixtures/addfixture', { ...valid(), comments: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});
