import Papa from 'papaparse';
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { isValidReference } from '../../src/shared/payment-reference';
import { createMember } from '../helpers/factories';
import { registration } from '../helpers/account-helpers';
import { auditRows, onlyAuditRow } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';
import { expectFieldErrors } from '../helpers/field-errors';
import { chargeMember } from '../helpers/charges';
import { harnessWith } from '../helpers/harness';

/**
 * Money (DESIGN.md 'Money'): every member's payment reference, their own statement, and the treasurer's payments,
 * balances and announcement to those who owe.
 */
const PAYMENT_DETAILS = 'Old Boys Golf Society\\nSort code 12-34-56, account 12345678';
const test = harnessWith({ env: { PAYMENT_DETAILS } });

const payment = (memberId: number, over: Record<string, unknown> = {}) => ({
  memberId,
  amountPence: 4500,
  paidOn: '2026-04-10',
  method: 'cheque',
  note: 'Cheque 000123',
  ...over,
});

const referenceOf = async (db: Db, id: number) =>
  (await db.selectFrom('members').select('payment_reference').where('id', '=', id).executeTakeFirstOrThrow())
    .payment_reference;

describe('payment references', () => {
  test('every member has a permanent, valid and unique reference, in GetUser and the admin list, found by search', async ({
    member,
    otherMember,
    admin,
    db,
  }) => {
    const mine = (await member.get(`/api/Account/GetUser/${member.id}`)).json.paymentReference;
    expect(isValidReference(mine)).toBe(true);
    expect(mine).toHaveLength(8);
    expect(mine).toBe(await referenceOf(db, member.id));
    expect(mine).not.toBe(await referenceOf(db, otherMember.id));
    // Permanent: a change of details leaves it as it is.
    const changed = await member.post('/api/account/updatemembershipdetails', {
      id: member.id,
      year: 1990,
      schoolHouse: 'Batten',
      handicap: '10.0',
      howHear: '',
    });
    expect(changed.status).toBe(200);
    expect((await member.get(`/api/Account/GetUser/${member.id}`)).json.paymentReference).toBe(mine);

    // The treasurer finds the member by it, in any case and spacing, in the members list and the balances.
    const spaced = `${mine.slice(0, 4).toLowerCase()} ${mine.slice(4)}`;
    const found = await admin.get(`/api/admin/members?search=${encodeURIComponent(spaced)}`);
    expect(found.json.items.map((m: { id: number }) => m.id)).toEqual([member.id]);
    expect(found.json.items[0].paymentReference).toBe(mine);
    const balances = await admin.get(`/api/admin/balances?search=${encodeURIComponent(spaced)}`);
    expect(balances.json.items.map((b: { memberId: number }) => b.memberId)).toEqual([member.id]);

    const csv = Papa.parse<string[]>(
      (await admin.get('/api/admin/members/csv')).text.replace(/^\uFEFF/, ''),
    ).data;
    const column = csv[0].indexOf('Payment reference');
    expect(column).toBeGreaterThan(0);
    expect(csv.find((r) => r[csv[0].indexOf('Email')] === member.email)?.[column]).toBe(mine);
  });

  test('a member made any way gets one: registering, imported, without e-mail', async ({
    app,
    admin,
    db,
  }) => {
    const details = registration({ privacyAccepted: true });
    expect((await app.client().post('/api/account/register', details)).status).toBe(200);
    const registered = await db
      .selectFrom('members')
      .select('payment_reference')
      .where('email', '=', details.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(isValidReference(registered.payment_reference!)).toBe(true);

    const offline = await admin.post('/api/admin/members/offline', {
      title: 'Capt',
      firstName: 'Arthur',
      lastName: 'Pendleton',
      house: 'Kipling',
      yearLeft: 1958,
      handicap: '18.4',
    });
    expect(isValidReference((await referenceOf(db, offline.json.id))!)).toBe(true);

    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [
          'First Name,Last Name,Email,Year Left,House,Handicap,Mobile\nIan,Imported,ian@example.com,1980,Kipling,9,07700900111\n',
        ],
        {
          type: 'text/csv',
        },
      ),
      'members.csv',
    );
    expect((await admin.post('/api/Admin/ImportUsers', form)).status).toBe(200);
    const imported = await db
      .selectFrom('members')
      .select('payment_reference')
      .where('email', '=', 'ian@example.com')
      .executeTakeFirstOrThrow();
    expect(isValidReference(imported.payment_reference!)).toBe(true);
  });
});

describe('GET /api/account/statement', () => {
  test("a member sees their own statement with the society's bank details; another member sees only theirs", async ({
    member,
    otherMember,
    visitor,
    db,
  }) => {
    await chargeMember(db, member.id, 8500, 'Spring Meeting, Tue 12 May 2026');
    const res = await member.get('/api/account/statement');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(res.json).toEqual({
      memberId: member.id,
      name: 'Peter Holloway',
      reference: await referenceOf(db, member.id),
      balancePence: 8500,
      lines: [
        {
          date: expect.any(String),
          description: 'Spring Meeting, Tue 12 May 2026',
          amountPence: 8500,
          kind: 'charge',
          fixtureId: null,
          paymentId: null,
        },
      ],
      paymentDetails: 'Old Boys Golf Society\nSort code 12-34-56, account 12345678',
      // No Stripe keys here: no paying by card (tests/api/money-cards.test.ts).
      cardsEnabled: false,
    });
    const theirs = await otherMember.get('/api/account/statement');
    expect(theirs.json).toMatchObject({ memberId: otherMember.id, balancePence: 0, lines: [] });
    // No address names another member: a query string is not read.
    expect((await otherMember.get(`/api/account/statement?memberId=${member.id}`)).json.memberId).toBe(
      otherMember.id,
    );
    expect((await visitor.get('/api/account/statement')).status).toBe(401);
  });

  test("a year's subscription recorded is a charge and its payment on the statement; the subscription routes answer as before", async ({
    member,
    admin,
  }) => {
    const rec = await admin.post('/api/admin/subscriptions', {
      memberId: member.id,
      year: 2026,
      amountPence: 2500,
      paidOn: '2026-01-15',
      method: 'standing order',
    });
    expect(rec.json).toMatchObject({
      paid: true,
      amountPence: 2500,
      paidOn: '2026-01-15',
      method: 'standing order',
    });
    const s = (await member.get('/api/account/statement')).json;
    // The charge's date is the day it was charged (today, if the member was charged on approval) or the day paid:
    // the two lines may come in either order.
    expect(
      s.lines
        .map((l: { kind: string; amountPence: number; description: string }) => [
          l.kind,
          l.amountPence,
          l.description,
        ])
        .sort((a: string[], b: string[]) => a[0].localeCompare(b[0])),
    ).toEqual([
      ['charge', 2500, 'Subscription 2026'],
      ['payment', -2500, 'Subscription 2026 paid, standing order'],
    ]);
    expect(s.balancePence).toBe(0);
    const row = (await admin.get('/api/admin/balances')).json.items.find(
      (b: { memberId: number }) => b.memberId === member.id,
    );
    expect(row).toMatchObject({
      balancePence: 0,
      chargedPence: 2500,
      paidPence: 2500,
      lastPaidOn: '2026-01-15',
    });
  });
});

describe('the right of access', () => {
  test("a member's export holds their reference, balance and every line of their account", async ({
    member,
    admin,
    db,
  }) => {
    await chargeMember(db, member.id, 8500);
    await admin.post('/api/admin/payments', payment(member.id));
    const res = await member.get('/api/account/export');
    expect(res.json.money).toEqual({
      paymentReference: await referenceOf(db, member.id),
      balancePence: 4000,
      lines: [
        expect.objectContaining({ kind: 'payment', amountPence: -4500 }),
        expect.objectContaining({ kind: 'charge', amountPence: 8500 }),
      ],
    });
  });
});

describe('POST /api/admin/payments and /delete', () => {
  test('the treasurer records a payment and undoes it, each audited; the balance follows', async ({
    member,
    admin,
    db,
  }) => {
    await chargeMember(db, member.id, 8500);
    const res = await admin.post('/api/admin/payments', payment(member.id));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      memberId: member.id,
      name: 'Peter Holloway',
      amountPence: 4500,
      paidOn: '2026-04-10',
      method: 'cheque',
      note: 'Cheque 000123',
      lineId: null,
      createdAt: expect.any(String),
      balancePence: 4000,
    });
    const recorded = await onlyAuditRow(db, { action: 'payment.record', entityId: member.id });
    expect(recorded.actor_id).toBe(admin.id);
    expect(JSON.parse(recorded.after_json!)).toEqual({
      paymentId: res.json.id,
      amountPence: 4500,
      paidOn: '2026-04-10',
      method: 'cheque',
      note: 'Cheque 000123',
    });
    // The member sees the payment, without the treasurer's note; the treasurer sees the note.
    const line = (await member.get('/api/account/statement')).json.lines.find(
      (l: { kind: string }) => l.kind === 'payment',
    );
    expect(line).toMatchObject({
      kind: 'payment',
      amountPence: -4500,
      description: 'Payment received, cheque',
      paymentId: res.json.id,
    });
    const treasurers = (await admin.get(`/api/admin/balances/${member.id}`)).json;
    expect(treasurers.lines.find((l: { kind: string }) => l.kind === 'payment').description).toBe(
      'Payment received, cheque: Cheque 000123',
    );

    const undo = await admin.post('/api/admin/payments/delete', { id: res.json.id });
    expect(undo.json).toEqual({ deleted: true, memberId: member.id, balancePence: 8500 });
    const undone = await onlyAuditRow(db, { action: 'payment.delete', entityId: member.id });
    expect(JSON.parse(undone.before_json!)).toMatchObject({ paymentId: res.json.id, amountPence: 4500 });
    expect((await admin.post('/api/admin/payments/delete', { id: res.json.id })).status).toBe(404);
  });

  test('refuses amounts that are negative, nothing, absurd or not whole pence, and other bad input, recording nothing', async ({
    member,
    admin,
    db,
  }) => {
    const refused = (over: Record<string, unknown>, errors: Record<string, string[]>) =>
      expectFieldErrors(admin, '/api/admin/payments', payment(member.id, over), errors);
    await refused({ amountPence: -4500 }, { amountPence: ['The amount must be more than nothing'] });
    await refused({ amountPence: 0 }, { amountPence: ['The amount must be more than nothing'] });
    await refused({ amountPence: 100_000_000 }, { amountPence: ['The amount must be £10,000 or less'] });
    await refused({ amountPence: 12.5 }, { amountPence: ['Enter the amount in whole pence'] });
    await refused({ amountPence: '45.00' }, { amountPence: ['Enter the amount paid'] });
    await refused(
      { amountPence: 1e308 },
      { amountPence: ['Enter the amount in whole pence', 'The amount must be £10,000 or less'] },
    );
    await refused({ paidOn: '2026-02-30' }, { paidOn: ['Enter a real date'] });
    await refused({ paidOn: 'yesterday' }, { paidOn: ['Enter the date paid as a date'] });
    await refused({ method: 'bitcoin' }, { method: ['Choose how it was paid'] });
    await refused({ note: 'x'.repeat(201) }, { note: ['The note must be 200 characters or fewer'] });
    await refused({ memberId: 0 }, { memberId: ['Choose a member'] });
    const unknown = await admin.post('/api/admin/payments', payment(999_999));
    expect(unknown.status).toBe(404);
    const pending = await createMember(db, { approval: 'pending' });
    expect((await admin.post('/api/admin/payments', payment(pending.id))).status).toBe(404);
    expect(await db.selectFrom('payments').select('id').execute()).toEqual([]);
    expect(await auditRows(db, { action: 'payment.record' })).toEqual([]);
  });

  test('only administrators: visitors, members, another member and fixture managers are refused', async ({
    everyone: { visitor, member, otherMember, manager, admin },
  }) => {
    const routes = [
      ['POST', '/api/admin/payments', payment(member.id)],
      ['POST', '/api/admin/payments/delete', { id: 1 }],
      ['GET', '/api/admin/balances'],
      ['GET', '/api/admin/balances/csv'],
      ['GET', `/api/admin/balances/${member.id}`],
      ['POST', '/api/admin/payments/import', { lines: [{ lineId: 'a'.repeat(32), memberId: member.id }] }],
    ] as const;
    await expectAdminOnly(visitor, otherMember, routes);
    for (const [method, path, body] of routes) {
      expect((await manager.request(method, path, body)).status, path).toBe(403);
    }
    expect((await admin.get(`/api/admin/balances/${member.id}`)).status).toBe(200);
    expect((await admin.get('/api/admin/balances/999999')).status).toBe(404);
    expect((await admin.get('/api/admin/balances/abc')).status).toBe(404);
  });
});

describe('GET /api/admin/balances and /csv', () => {
  const people = async (db: Db) => {
    const big = await createMember(db, { first_name: 'Bertie', last_name: 'Bigdebt' });
    const small = await createMember(db, { first_name: 'Sam', last_name: 'Smalldebt' });
    const credit = await createMember(db, { first_name: '=HYPERLINK("http://x")', last_name: '@Credit' });
    await chargeMember(db, big.id, 20_000);
    await chargeMember(db, small.id, 1_050);
    return { big, small, credit };
  };

  test('every member, largest debt first, with the totals; filtered to those who owe or are in credit', async ({
    admin,
    db,
  }) => {
    const { big, small, credit } = await people(db);
    await admin.post('/api/admin/payments', payment(credit.id, { amountPence: 3_000 }));
    const all = (await admin.get('/api/admin/balances')).json;
    expect(all.items.slice(0, 2).map((b: { memberId: number }) => b.memberId)).toEqual([big.id, small.id]);
    expect(all.items.at(-1)).toMatchObject({ memberId: credit.id, balancePence: -3_000, paidPence: 3_000 });
    expect(all).toMatchObject({
      page: 1,
      pageSize: 50,
      owingPence: 21_050,
      owingMembers: 2,
      creditPence: 3_000,
    });
    expect(all.total).toBe(all.items.length);
    const owing = (await admin.get('/api/admin/balances?filter=owing')).json;
    expect(owing.items.map((b: { balancePence: number }) => b.balancePence)).toEqual([20_000, 1_050]);
    const inCredit = (await admin.get('/api/admin/balances?filter=credit')).json;
    expect(inCredit.items.map((b: { memberId: number }) => b.memberId)).toEqual([credit.id]);
    const named = (await admin.get('/api/admin/balances?search=smalldebt')).json;
    expect(named.items.map((b: { memberId: number }) => b.memberId)).toEqual([small.id]);
    expect((await admin.get('/api/admin/balances?filter=everyone')).status).toBe(400);
    expect((await admin.get('/api/admin/balances?page=0')).status).toBe(400);
  });

  test('the CSV lists everyone largest debt first, amounts as numbers, cells made inert', async ({
    admin,
    db,
  }) => {
    const { big, credit } = await people(db);
    await admin.post('/api/admin/payments', payment(credit.id, { amountPence: 3_005 }));
    const res = await admin.get('/api/admin/balances/csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/balances\.csv/);
    const rows = Papa.parse<string[]>(res.text.replace(/^\uFEFF/, '')).data.filter((r) => r.length > 1);
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Payment reference',
      'Balance (£)',
      'Charged (£)',
      'Paid (£)',
      'Last paid',
    ]);
    expect(rows[1]).toEqual([
      'Bertie Bigdebt',
      expect.any(String),
      await referenceOf(db, big.id),
      '200.00',
      '200.00',
      '0.00',
      '',
    ]);
    const hostile = rows.find((r) => r[0].includes('HYPERLINK'))!;
    expect(hostile[0]).toBe(`'=HYPERLINK("http://x") @Credit`);
    expect(hostile.slice(3, 7)).toEqual(['-30.05', '0.00', '30.05', '10/04/2026']);
    const owing = Papa.parse<string[]>(
      (await admin.get('/api/admin/balances/csv?filter=owing')).text.replace(/^\uFEFF/, ''),
    ).data.filter((r) => r.length > 1);
    expect(owing).toHaveLength(3);
  });
});

describe('announcement to members who owe', () => {
  test('reaches every member who owes, each e-mail stating their own balance and reference and how to pay', async ({
    admin,
    member,
    otherMember,
    newMember,
    db,
    mail,
  }) => {
    await chargeMember(db, member.id, 8500);
    await chargeMember(db, otherMember.id, 4500);
    await admin.post('/api/admin/payments', payment(otherMember.id, { amountPence: 4500 }));
    const quiet = await newMember({ first_name: 'Quiet', last_name: 'Owes' });
    await chargeMember(db, quiet.id, 100);
    await db
      .insertInto('member_preferences')
      .values({ member_id: quiet.id, announcements: 0, reminders: 1, updated_at: new Date().toISOString() })
      .execute();

    const body = { subject: 'Fees for the spring', body: 'Please settle up.', audience: { kind: 'owing' } };
    const preview = await admin.post('/api/admin/announcements/preview', body);
    expect(preview.json.recipients).toBe(1);
    expect(preview.json.text).toContain('You owe the society £85.00');
    const sent = await admin.post('/api/admin/announcements', body);
    expect(sent.json).toEqual({ id: expect.any(Number), recipients: 1 });
    const m = await mail.waitFor({ to: member.email, subject: /Fees for the spring/ });
    const reference = await referenceOf(db, member.id);
    expect(m.text).toContain(`You owe the society £85.00. Your payment reference is ${reference}`);
    expect(m.text).toContain('How to pay: Old Boys Golf Society, Sort code 12-34-56, account 12345678');
    expect(m.text).toMatch(/myprofile\/account/);
    expect(m.html).toContain(reference);
    await mail.settled();
    expect(mail.to(otherMember.email)).toEqual([]);
    expect(mail.to(quiet.email)).toEqual([]);
    const history = (await admin.get('/api/admin/announcements')).json;
    expect(history[0].audience).toBe('Members who owe the society money');
  });
});
