import Papa from 'papaparse';
import { describe, expect } from 'vitest';
import { createMember, type TestMember } from '../helpers/factories';
import { test as harness } from '../helpers/harness';
import { auditRows } from '../helpers/audit-log';

/** The members of every test: Penny Payer (signed in), one whose name would be a formula, Zoë, Ella, Nora pending. */
const test = harness.extend('people', { auto: true }, async ({ db, newMember }) => {
  const paid = await newMember({ first_name: 'Penny', last_name: 'Payer' });
  const hostile = await createMember(db, {
    first_name: '=HYPERLINK("http://x")',
    last_name: '@Sum',
    mobile_number: '+85291234567',
  });
  const zoe = await createMember(db, {
    first_name: 'Zoë',
    last_name: 'Brontë-Smith',
    handicap: -2,
    mobile_number: '07700900456',
    home_phone: '02079460000',
    created_at: '2026-06-30T23:30:00.000Z',
  });
  const ella = await createMember(db, { first_name: 'Ella', last_name: 'Exported' });
  await createMember(db, { first_name: 'Nora', last_name: 'Pending', approval: 'pending' });
  return { paid, hostile, zoe, ella };
});

const payment = (paid: TestMember, over: Record<string, unknown> = {}) => ({
  memberId: paid.id,
  year: 2026,
  amountPence: 2500,
  paidOn: '2026-01-15',
  method: 'standing order',
  ...over,
});

describe('subscriptions panel', () => {
  test('lists every approved member for a year, unpaid to begin with', async ({ people, admin }) => {
    const res = await admin.get('/api/admin/subscriptions?year=2026');
    expect(res.status).toBe(200);
    const names = res.json.map((r: { name: string }) => r.name);
    expect(names).toContain('Penny Payer');
    expect(names).not.toContain('Nora Pending');
    expect(res.json.find((r: { memberId: number }) => r.memberId === people.zoe.id)).toEqual({
      memberId: people.zoe.id,
      name: 'Zoë Brontë-Smith',
      email: people.zoe.email,
      paid: false,
      amountPence: null,
      paidOn: null,
      method: null,
      fromAccount: false,
    });
  });

  test('records, corrects and undoes a payment, each audited; the member sees their own record', async ({
    people,
    db,
    admin,
  }) => {
    const rec = await admin.post('/api/admin/subscriptions', payment(people.paid));
    expect(rec.status).toBe(200);
    expect(rec.json).toMatchObject({
      memberId: people.paid.id,
      paid: true,
      amountPence: 2500,
      paidOn: '2026-01-15',
      method: 'standing order',
    });
    const fixed = await admin.post(
      '/api/admin/subscriptions',
      payment(people.paid, { amountPence: 3000, method: 'cheque' }),
    );
    expect(fixed.json).toMatchObject({ amountPence: 3000, method: 'cheque' });
    const mine = await people.paid.get(`/api/Account/GetUser/${people.paid.id}`);
    expect(mine.json.subscriptions).toEqual([{ year: 2026, paidOn: '2026-01-15', amountPence: 3000 }]);
    await admin.post('/api/admin/subscriptions', payment(people.paid, { year: 2025, paidOn: '2025-02-01' }));
    expect(
      (await people.paid.get(`/api/Account/GetUser/${people.paid.id}`)).json.subscriptions.map(
        (s: { year: number }) => s.year,
      ),
    ).toEqual([2026, 2025]);
    const undo = await admin.post('/api/admin/subscriptions/delete', {
      memberId: people.paid.id,
      year: 2025,
    });
    expect(undo.json).toEqual({ deleted: true });
    expect(
      (await admin.post('/api/admin/subscriptions/delete', { memberId: people.paid.id, year: 2025 })).json,
    ).toEqual({ deleted: false });
    const actions = (await auditRows(db, { entityId: people.paid.id })).map((a) => a.action);
    // 2025 was charged only to carry its payment: undone, that charge goes too.
    expect(actions.sort()).toEqual([
      'subscription.charge',
      'subscription.record',
      'subscription.record',
      'subscription.record',
      'subscription.undo',
    ]);
  });

  test('refuses bad input with a message and writes nothing', async ({ people, db, admin }) => {
    const bad = [
      payment(people.paid, { amountPence: -1 }),
      payment(people.paid, { amountPence: 12.5 }),
      payment(people.paid, { paidOn: '2026-02-30' }),
      payment(people.paid, { paidOn: 'yesterday' }),
      payment(people.paid, { method: 'bitcoin' }),
      payment(people.paid, { year: 1800 }),
      payment(people.paid, { memberId: 'x' }),
    ];
    const before = await db.selectFrom('subscriptions').select('year').execute();
    for (const body of bad) {
      const res = await admin.post('/api/admin/subscriptions', body);
      expect(res.status).toBe(400);
      expect(Object.values(res.json).flat().length).toBeGreaterThan(0);
    }
    expect(
      (await admin.post('/api/admin/subscriptions', payment(people.paid, { memberId: 99999999 }))).status,
    ).toBe(404);
    expect((await admin.get('/api/admin/subscriptions?year=abc')).status).toBe(400);
    expect((await admin.get('/api/admin/subscriptions/csv?year=2026&filter=odd')).status).toBe(400);
    const rows = await db.selectFrom('subscriptions').select('year').execute();
    expect(rows).toEqual(before);
  });

  test('exports the year, or only the unpaid, as CSV with inert cells', async ({ people, admin }) => {
    const record = payment(people.paid, { memberId: people.ella.id, amountPence: 3000, method: 'cheque' });
    expect((await admin.post('/api/admin/subscriptions', record)).status).toBe(200);
    const all = await admin.get('/api/admin/subscriptions/csv?year=2026');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="subscriptions-2026.csv"');
    const rows = Papa.parse<string[]>(all.text).data;
    expect(rows[0]).toEqual(['Name', 'Email', 'Year', 'Paid', 'Amount', 'Paid on', 'Method']);
    expect(rows).toContainEqual([
      'Ella Exported',
      people.ella.email,
      '2026',
      'Paid',
      '£30.00',
      '15/01/2026',
      'cheque',
    ]);
    const unpaid = Papa.parse<string[]>(
      (await admin.get('/api/admin/subscriptions/csv?year=2026&filter=unpaid')).text,
    ).data;
    expect(unpaid.some((r) => r[0] === 'Ella Exported')).toBe(false);
    const h = unpaid.find((r) => r[1] === people.hostile.email)!;
    expect(h[0]).toBe(`'=HYPERLINK("http://x") @Sum`);
    expect(h[3]).toBe('Not paid');
  });

  test('exports the membership as CSV, everyone included, with inert cells', async ({ people, admin }) => {
    const res = await admin.get('/api/admin/members/csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="members.csv"');
    const rows = Papa.parse<string[]>(res.text).data;
    expect(rows[0].slice(0, 5)).toEqual(['Title', 'First name', 'Last name', 'Email', 'Mobile']);
    const h = rows.find((r) => r[3] === people.hostile.email)!;
    expect(h.slice(1, 5)).toEqual([
      `'=HYPERLINK("http://x")`,
      "'@Sum",
      people.hostile.email,
      "'+852 9123 4567",
    ]);
    expect(rows.some((r) => r[2] === 'Pending' && r[14] === 'Awaiting approval')).toBe(true);
  });

  test('opens in Excel as written: a byte order mark, a plus handicap as +2.0, phone numbers keeping their 0, UK dates', async ({
    people,
    app,
    admin,
  }) => {
    // fetch's text() drops a byte order mark, so the bytes are read as they arrive.
    const bytesOf = async (path: string) => {
      const res = await fetch(`${app.baseUrl}${path}`, {
        headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.status, path).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    for (const path of [
      '/api/admin/members/csv',
      '/api/admin/subscriptions/csv?year=2026',
      '/api/admin/subscriptions/csv?year=2026&filter=unpaid',
    ]) {
      const bytes = await bytesOf(path);
      expect([...bytes.subarray(0, 3)], path).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8'), path).toContain('"Zoë');
      expect(bytes.toString('utf8').endsWith('\r\n'), path).toBe(true);
    }

    const rows = Papa.parse<string[]>((await admin.get('/api/admin/members/csv')).text.trim()).data;
    const header = rows[0];
    const z = Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[3] === people.zoe.email)![i]]));
    expect(z).toMatchObject({
      'First name': 'Zoë',
      'Last name': 'Brontë-Smith',
      Mobile: '07700 900456',
      'Home phone': '020 7946 0000',
      Handicap: '+2.0',
      // 23:30 UTC on 30 June is 1 July in London.
      Registered: '01/07/2026',
    });
    expect(rows.find((r) => r[3] === people.paid.email)![header.indexOf('Handicap')]).toBe('12.0');
  });
});
