import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import type { TestClient } from '../helpers/http-client';

let t: TestApp;
let admin: TestClient;
let memberClient: TestClient;
let paid: TestMember;
let hostile: TestMember;
let zoe: TestMember;
let ella: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  paid = await createMember(t.db, { first_name: 'Penny', last_name: 'Payer' });
  hostile = await createMember(t.db, {
    first_name: '=HYPERLINK("http://x")',
    last_name: '@Sum',
    mobile_number: '+85291234567',
  });
  zoe = await createMember(t.db, {
    first_name: 'Zoë',
    last_name: 'Brontë-Smith',
    handicap: -2,
    mobile_number: '07700900456',
    home_phone: '02079460000',
    created_at: '2026-06-30T23:30:00.000Z',
  });
  ella = await createMember(t.db, { first_name: 'Ella', last_name: 'Exported' });
  await createMember(t.db, { first_name: 'Nora', last_name: 'Pending', approval: 'pending' });
  const a = await createAdmin(t.db, { first_name: 'Tess', last_name: 'Treasurer' });
  admin = t.client();
  await signInAs(admin, t.db, a.id);
  memberClient = t.client();
  await signInAs(memberClient, t.db, paid.id);
});
afterAll(() => t.close());

const payment = (over: Record<string, unknown> = {}) => ({
  memberId: paid.id,
  year: 2026,
  amountPence: 2500,
  paidOn: '2026-01-15',
  method: 'standing order',
  ...over,
});

describe('subscriptions panel', () => {
  it('lists every approved member for a year, unpaid to begin with', async () => {
    const res = await admin.get('/api/admin/subscriptions?year=2026');
    expect(res.status).toBe(200);
    const names = res.json.map((r: { name: string }) => r.name);
    expect(names).toContain('Penny Payer');
    expect(names).not.toContain('Nora Pending');
    expect(res.json.find((r: { memberId: number }) => r.memberId === zoe.id)).toEqual({
      memberId: zoe.id,
      name: 'Zoë Brontë-Smith',
      email: zoe.email,
      paid: false,
      amountPence: null,
      paidOn: null,
      method: null,
    });
  });

  it('records, corrects and undoes a payment, each audited; the member sees their own record', async () => {
    const rec = await admin.post('/api/admin/subscriptions', payment());
    expect(rec.status).toBe(200);
    expect(rec.json).toMatchObject({
      memberId: paid.id,
      paid: true,
      amountPence: 2500,
      paidOn: '2026-01-15',
      method: 'standing order',
    });
    const fixed = await admin.post(
      '/api/admin/subscriptions',
      payment({ amountPence: 3000, method: 'cheque' }),
    );
    expect(fixed.json).toMatchObject({ amountPence: 3000, method: 'cheque' });
    const mine = await memberClient.get(`/api/Account/GetUser/${paid.id}`);
    expect(mine.json.subscriptions).toEqual([{ year: 2026, paidOn: '2026-01-15', amountPence: 3000 }]);
    await admin.post('/api/admin/subscriptions', payment({ year: 2025, paidOn: '2025-02-01' }));
    expect(
      (await memberClient.get(`/api/Account/GetUser/${paid.id}`)).json.subscriptions.map(
        (s: { year: number }) => s.year,
      ),
    ).toEqual([2026, 2025]);
    const undo = await admin.post('/api/admin/subscriptions/delete', { memberId: paid.id, year: 2025 });
    expect(undo.json).toEqual({ deleted: true });
    expect(
      (await admin.post('/api/admin/subscriptions/delete', { memberId: paid.id, year: 2025 })).json,
    ).toEqual({ deleted: false });
    const actions = (
      await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(paid.id)).execute()
    ).map((a) => a.action);
    expect(actions.sort()).toEqual([
      'subscription.record',
      'subscription.record',
      'subscription.record',
      'subscription.undo',
    ]);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const bad = [
      payment({ amountPence: -1 }),
      payment({ amountPence: 12.5 }),
      payment({ paidOn: '2026-02-30' }),
      payment({ paidOn: 'yesterday' }),
      payment({ method: 'bitcoin' }),
      payment({ year: 1800 }),
      payment({ memberId: 'x' }),
    ];
    const before = await t.db.selectFrom('subscriptions').select('year').execute();
    for (const body of bad) {
      const res = await admin.post('/api/admin/subscriptions', body);
      expect(res.status).toBe(400);
      expect(Object.values(res.json).flat().length).toBeGreaterThan(0);
    }
    expect((await admin.post('/api/admin/subscriptions', payment({ memberId: 99999999 }))).status).toBe(404);
    expect((await admin.get('/api/admin/subscriptions?year=abc')).status).toBe(400);
    expect((await admin.get('/api/admin/subscriptions/csv?year=2026&filter=odd')).status).toBe(400);
    const rows = await t.db.selectFrom('subscriptions').select('year').execute();
    expect(rows).toEqual(before);
  });

  it('exports the year, or only the unpaid, as CSV with inert cells', async () => {
    const record = payment({ memberId: ella.id, amountPence: 3000, method: 'cheque' });
    expect((await admin.post('/api/admin/subscriptions', record)).status).toBe(200);
    const all = await admin.get('/api/admin/subscriptions/csv?year=2026');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="subscriptions-2026.csv"');
    const rows = Papa.parse<string[]>(all.text).data;
    expect(rows[0]).toEqual(['Name', 'Email', 'Year', 'Paid', 'Amount', 'Paid on', 'Method']);
    expect(rows).toContainEqual([
      'Ella Exported',
      ella.email,
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
    const h = unpaid.find((r) => r[1] === hostile.email)!;
    expect(h[0]).toBe(`'=HYPERLINK("http://x") @Sum`);
    expect(h[3]).toBe('Not paid');
  });

  it('exports the membership as CSV, everyone included, with inert cells', async () => {
    const res = await admin.get('/api/admin/members/csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="members.csv"');
    const rows = Papa.parse<string[]>(res.text).data;
    expect(rows[0].slice(0, 5)).toEqual(['Title', 'First name', 'Last name', 'Email', 'Mobile']);
    const h = rows.find((r) => r[3] === hostile.email)!;
    expect(h.slice(1, 5)).toEqual([`'=HYPERLINK("http://x")`, "'@Sum", hostile.email, "'+852 9123 4567"]);
    expect(rows.some((r) => r[2] === 'Pending' && r[14] === 'Awaiting approval')).toBe(true);
  });

  it('opens in Excel as written: a byte order mark, a plus handicap as +2.0, phone numbers keeping their 0, UK dates', async () => {
    // fetch's text() drops a byte order mark, so the bytes are read as they arrive.
    const bytesOf = async (path: string) => {
      const res = await fetch(`${t.baseUrl}${path}`, {
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
    const z = Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[3] === zoe.email)![i]]));
    expect(z).toMatchObject({
      'First name': 'Zoë',
      'Last name': 'Brontë-Smith',
      Mobile: '07700 900456',
      'Home phone': '020 7946 0000',
      Handicap: '+2.0',
      // 23:30 UTC on 30 June is 1 July in London.
      Registered: '01/07/2026',
    });
    expect(rows.find((r) => r[3] === paid.email)![header.indexOf('Handicap')]).toBe('12.0');
  });
});
