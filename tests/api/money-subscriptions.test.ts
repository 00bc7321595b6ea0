import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { postSubscriptionCharges } from '../../src/server/modules/payments/subscription-charges.service';
import { createMember, memberById } from '../helpers/factories';
import { expectAdminOnly } from '../helpers/admin-only';
import { auditRows } from '../helpers/audit-log';
import type { TestClient } from '../helpers/http-client';
import type { TestApp } from '../helpers/test-app';
import { test as harness } from '../helpers/harness';
import { saveSettings } from '../helpers/settings';

// The year's subscription as a charge (decision 0061): posted by the daily job and at approval, re-priced with the
// settings while unpaid, paid in Subscriptions by a payment against it. The settings' subscription is £30.

const MARCH = '2026-03-02T10:00:00.000Z';

/** Every test starts on 2 March 2026 (once the app has started: starting it puts the server's clock back). */
const test = harness.extend('march', { auto: true }, ({ app, clock }) => {
  void app;
  clock.set(MARCH);
});

type Line = {
  date: string;
  kind: string;
  amountPence: number;
  description: string;
  paymentId: number | null;
};

/** A member's account as the treasurer sees it: balance and lines (date, kind, amount, description). */
async function account(admin: TestClient, memberId: number) {
  const res = await admin.get(`/api/admin/balances/${memberId}`);
  expect(res.status).toBe(200);
  return {
    balancePence: res.json.balancePence as number,
    lines: (res.json.lines as Line[]).map((l) => [l.date, l.kind, l.amountPence, l.description]),
    raw: res.json.lines as Line[],
  };
}

/** One pass of the daily job that charges the year's subscription, by the process `on`. */
const dailyJob = (on: TestApp) => postSubscriptionCharges(on.db, on.app.dialect);

const chargesOf = (db: Db, memberId: number) =>
  db
    .selectFrom('subscription_charges')
    .select(['year', 'amount_pence'])
    .where('member_id', '=', memberId)
    .orderBy('year')
    .execute();

const balanceRow = async (admin: TestClient, memberId: number) =>
  (await admin.get('/api/admin/balances')).json.items.find(
    (b: { memberId: number }) => b.memberId === memberId,
  );

const subscriptionRow = async (admin: TestClient, memberId: number, year = 2026) =>
  (await admin.get(`/api/admin/subscriptions?year=${year}`)).json.find(
    (r: { memberId: number }) => r.memberId === memberId,
  );

const setSubscription = (admin: TestClient, subscriptionPence: number) =>
  saveSettings(admin, { subscriptionPence });

describe("the daily job charges the year's subscription", () => {
  test('every approved member once, even with two processes passing at the same moment; nobody else', async ({
    app,
    secondApp,
    db,
    member,
    admin,
    clock,
  }) => {
    const pending = await createMember(db, { approval: 'pending' });
    const suspended = await createMember(db, { approval: 'suspended' });
    // PostgreSQL: two processes at once, one of which gets the job. SQLite runs one process (decision 0052).
    const passes =
      app.app.dialect === 'postgres'
        ? await Promise.all([dailyJob(app), dailyJob(secondApp)])
        : [await dailyJob(app), await dailyJob(secondApp)];
    const approved = await db.selectFrom('members').select('id').where('approval', '=', 'approved').execute();
    const charged = passes.reduce((n, p) => n + (p?.charged ?? 0), 0);
    expect(charged).toBe(approved.length);
    expect(await dailyJob(app)).toMatchObject({ charged: 0, repriced: 0 });

    for (const { id } of approved)
      expect(await chargesOf(db, id)).toEqual([{ year: 2026, amount_pence: 3000 }]);
    expect(await chargesOf(db, pending.id)).toEqual([]);
    expect(await chargesOf(db, suspended.id)).toEqual([]);
    expect(await account(admin, member.id)).toMatchObject({
      balancePence: 3000,
      lines: [['2026-03-02', 'charge', 3000, 'Subscription 2026']],
    });
    expect(await balanceRow(admin, member.id)).toMatchObject({ balancePence: 3000, chargedPence: 3000 });
    expect((await member.get('/api/account/statement')).json).toMatchObject({
      balancePence: 3000,
      lines: [{ kind: 'charge', amountPence: 3000, description: 'Subscription 2026', fixtureId: null }],
    });
    const audit = await auditRows(db, { action: 'subscription.charge', entity: 'subscription' });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after_json!)).toEqual({
      year: 2026,
      amountPence: 3000,
      charged: approved.length,
      repriced: 0,
    });

    // The new year: charged again, once, for that year.
    clock.set('2027-01-01T00:30:00.000Z');
    await dailyJob(app);
    expect(await chargesOf(db, member.id)).toEqual([
      { year: 2026, amount_pence: 3000 },
      { year: 2027, amount_pence: 3000 },
    ]);
    // (the sessions of March have ended by then: the totals are read from the member's row)
    expect((await memberById(db, member.id)).balance_pence).toBe(6000);
  });

  test('a member approved, or added without e-mail, is charged at once, and the job does not charge him again', async ({
    app,
    db,
    admin,
  }) => {
    const waiting = await createMember(db, { approval: 'pending', email_confirmed_at: MARCH });
    expect((await admin.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).status).toBe(
      200,
    );
    expect(await chargesOf(db, waiting.id)).toEqual([{ year: 2026, amount_pence: 3000 }]);
    expect((await account(admin, waiting.id)).balancePence).toBe(3000);
    const approval = (await auditRows(db, { action: 'subscription.charge', entityId: waiting.id }))[0];
    expect(approval).toMatchObject({ actor_id: admin.id, entity: 'member' });
    expect(JSON.parse(approval.after_json!)).toEqual({ year: 2026, amountPence: 3000 });

    const offline = await admin.post('/api/admin/members/offline', {
      title: 'Mr',
      firstName: 'Arthur',
      lastName: 'Pendleton',
      house: 'Kipling',
      yearLeft: 1958,
      handicap: '18.4',
    });
    expect(offline.status).toBe(200);
    expect(await chargesOf(db, offline.json.id)).toEqual([{ year: 2026, amount_pence: 3000 }]);

    await dailyJob(app);
    expect(await chargesOf(db, waiting.id)).toEqual([{ year: 2026, amount_pence: 3000 }]);
    expect((await account(admin, waiting.id)).balancePence).toBe(3000);
  });

  test("a new amount in the settings re-prices this year's unpaid charges, not paid ones nor last year's", async ({
    app,
    db,
    member,
    otherMember,
    admin,
    clock,
  }) => {
    clock.set('2025-06-01T10:00:00.000Z');
    await dailyJob(app);
    clock.set(MARCH);
    await dailyJob(app);
    const paid = { memberId: member.id, year: 2026, amountPence: 3000, paidOn: '2026-03-02', method: 'cash' };
    expect((await admin.post('/api/admin/subscriptions', paid)).status).toBe(200);

    await setSubscription(admin, 3500);
    expect(await chargesOf(db, otherMember.id)).toEqual([
      { year: 2025, amount_pence: 3000 },
      { year: 2026, amount_pence: 3500 },
    ]);
    expect((await account(admin, otherMember.id)).balancePence).toBe(6500);
    expect(await balanceRow(admin, otherMember.id)).toMatchObject({ balancePence: 6500, chargedPence: 6500 });
    expect(await chargesOf(db, member.id)).toEqual([
      { year: 2025, amount_pence: 3000 },
      { year: 2026, amount_pence: 3000 },
    ]);
    expect((await account(admin, member.id)).balancePence).toBe(3000);
    const repriced = (await auditRows(db, { action: 'subscription.charge', entity: 'subscription' })).at(-1)!;
    expect(repriced.actor_id).toBe(admin.id);
    expect(JSON.parse(repriced.after_json!)).toMatchObject({ year: 2026, amountPence: 3500, charged: 0 });

    // Nothing: this year's unpaid charges come off; what was paid, and last year's, stay.
    await setSubscription(admin, 0);
    expect(await chargesOf(db, otherMember.id)).toEqual([{ year: 2025, amount_pence: 3000 }]);
    expect((await account(admin, otherMember.id)).balancePence).toBe(3000);
    expect((await account(admin, member.id)).balancePence).toBe(3000);
    await dailyJob(app);
    expect(await chargesOf(db, otherMember.id)).toEqual([{ year: 2025, amount_pence: 3000 }]);
  });
});

describe('a subscription recorded in Subscriptions is a payment against the charge', () => {
  test('Subscriptions, My Account and the balances agree; undone, the subscription is owed again', async ({
    app,
    db,
    member,
    admin,
  }) => {
    await dailyJob(app);
    expect(await subscriptionRow(admin, member.id)).toMatchObject({ paid: false, amountPence: null });

    const record = {
      memberId: member.id,
      year: 2026,
      amountPence: 3000,
      paidOn: '2026-03-05',
      method: 'cheque',
    };
    expect((await admin.post('/api/admin/subscriptions', record)).json).toMatchObject({
      paid: true,
      amountPence: 3000,
      paidOn: '2026-03-05',
      method: 'cheque',
    });
    const paid = await account(admin, member.id);
    expect(paid).toMatchObject({
      balancePence: 0,
      lines: [
        ['2026-03-02', 'charge', 3000, 'Subscription 2026'],
        ['2026-03-05', 'payment', -3000, 'Subscription 2026 paid, cheque'],
      ],
    });
    // Undone in Subscriptions, not in Payments.
    expect(paid.raw[1].paymentId).toBeNull();
    expect((await member.get('/api/account/statement')).json.balancePence).toBe(0);
    expect(await balanceRow(admin, member.id)).toMatchObject({
      balancePence: 0,
      chargedPence: 3000,
      paidPence: 3000,
      lastPaidOn: '2026-03-05',
    });
    const payments = await db.selectFrom('payments').selectAll().where('member_id', '=', member.id).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount_pence: 3000, method: 'cheque', note: 'Subscription 2026' });
    const refused = await admin.post('/api/admin/payments/delete', { id: payments[0].id });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('undo it in Subscriptions');
    expect((await account(admin, member.id)).balancePence).toBe(0);

    // A correction replaces the payment, and the charge is what was paid (a concession).
    await admin.post('/api/admin/subscriptions', { ...record, amountPence: 2000, method: 'cash' });
    expect(await account(admin, member.id)).toMatchObject({
      balancePence: 0,
      lines: [
        ['2026-03-02', 'charge', 2000, 'Subscription 2026'],
        ['2026-03-05', 'payment', -2000, 'Subscription 2026 paid, cash'],
      ],
    });
    expect(
      await db.selectFrom('payments').select('id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(1);
    expect(await subscriptionRow(admin, member.id)).toMatchObject({
      paid: true,
      amountPence: 2000,
      method: 'cash',
    });

    expect(
      (await admin.post('/api/admin/subscriptions/delete', { memberId: member.id, year: 2026 })).json,
    ).toEqual({ deleted: true });
    expect(await account(admin, member.id)).toMatchObject({
      balancePence: 3000,
      lines: [['2026-03-02', 'charge', 3000, 'Subscription 2026']],
    });
    expect(await subscriptionRow(admin, member.id)).toMatchObject({ paid: false, amountPence: null });
    expect(await balanceRow(admin, member.id)).toMatchObject({ balancePence: 3000, paidPence: 0 });
    expect(await db.selectFrom('payments').select('id').where('member_id', '=', member.id).execute()).toEqual(
      [],
    );
    const undo = (await auditRows(db, { action: 'subscription.undo', entityId: member.id }))[0];
    expect(JSON.parse(undo.before_json!)).toMatchObject({ year: 2026, amountPence: 2000, method: 'cash' });
  });

  test('a year the site did not charge: recorded, it is charged and paid at once; undone, both go', async ({
    db,
    member,
    admin,
  }) => {
    const record = {
      memberId: member.id,
      year: 2024,
      amountPence: 2500,
      paidOn: '2024-02-01',
      method: 'cash',
    };
    expect((await admin.post('/api/admin/subscriptions', record)).status).toBe(200);
    expect(await account(admin, member.id)).toMatchObject({
      balancePence: 0,
      lines: [
        ['2024-02-01', 'charge', 2500, 'Subscription 2024'],
        ['2024-02-01', 'payment', -2500, 'Subscription 2024 paid, cash'],
      ],
    });
    await admin.post('/api/admin/subscriptions/delete', { memberId: member.id, year: 2024 });
    expect(await account(admin, member.id)).toMatchObject({ balancePence: 0, lines: [] });
    expect(await chargesOf(db, member.id)).toEqual([]);
  });

  test('only administrators record or undo one', async ({ visitor, member, manager }) => {
    const routes = [
      [
        'POST',
        '/api/admin/subscriptions',
        { memberId: member.id, year: 2026, amountPence: 3000, paidOn: '2026-03-02', method: 'cash' },
      ],
      ['POST', '/api/admin/subscriptions/delete', { memberId: member.id, year: 2026 }],
      ['GET', '/api/admin/subscriptions?year=2026'],
    ] as const;
    await expectAdminOnly(visitor, member, routes);
    for (const [method, path, body] of routes) {
      expect((await manager.request(method, path, body)).status, path).toBe(403);
    }
  });
});

describe('money on the account pays the subscription, oldest charge first (decision 0065)', () => {
  test('a transfer recorded in Payments marks the year paid in Subscriptions, the CSV and My Profile; undone, it is owed', async ({
    app,
    member,
    otherMember,
    admin,
  }) => {
    await dailyJob(app);
    const pay = (memberId: number, amountPence: number, paidOn: string) =>
      admin.post('/api/admin/payments', { memberId, amountPence, paidOn, method: 'bank transfer', note: '' });

    // £20 of £30 leaves it owed; £10 more completes it, dated by the payment that did.
    expect((await pay(member.id, 2000, '2026-03-03')).status).toBe(200);
    expect(await subscriptionRow(admin, member.id)).toMatchObject({ paid: false, fromAccount: false });
    const last = await pay(member.id, 1000, '2026-03-09');
    expect(await subscriptionRow(admin, member.id)).toEqual({
      memberId: member.id,
      name: expect.any(String),
      email: expect.any(String),
      paid: true,
      amountPence: 3000,
      paidOn: '2026-03-09',
      method: 'bank transfer',
      fromAccount: true,
    });
    // The other member paid nothing: still owed.
    expect(await subscriptionRow(admin, otherMember.id)).toMatchObject({ paid: false });

    const csv = (await admin.get('/api/admin/subscriptions/csv?year=2026&filter=unpaid')).text;
    expect(csv).not.toContain((await subscriptionRow(admin, member.id)).email);
    const profile = await member.get(`/api/Account/GetUser/${member.id}`);
    expect(profile.json.subscriptions).toEqual([{ year: 2026, paidOn: '2026-03-09', amountPence: 3000 }]);
    // Another member never sees it.
    expect((await otherMember.get(`/api/Account/GetUser/${member.id}`)).status).toBe(403);

    // Nothing to undo in Subscriptions: the payment is undone in Payments, and the year is owed again.
    expect(
      (await admin.post('/api/admin/subscriptions/delete', { memberId: member.id, year: 2026 })).json,
    ).toEqual({ deleted: false });
    expect((await admin.post('/api/admin/payments/delete', { id: last.json.id })).status).toBe(200);
    expect(await subscriptionRow(admin, member.id)).toMatchObject({ paid: false, fromAccount: false });
    expect((await member.get(`/api/Account/GetUser/${member.id}`)).json.subscriptions).toEqual([]);
  });

  test('a green fee charged before the subscription is paid first', async ({ app, db, member, admin }) => {
    await dailyJob(app);
    await db
      .insertInto('charges')
      .values({
        member_id: member.id,
        fixture_id: null,
        guest_id: null,
        place: 'golf',
        description: 'Green fee, Rye',
        amount_pence: 8500,
        status: 'active',
        charged_on: '2026-02-01',
        created_at: MARCH,
        updated_at: MARCH,
      })
      .execute();
    const pay = (amountPence: number) =>
      admin.post('/api/admin/payments', {
        memberId: member.id,
        amountPence,
        paidOn: '2026-03-10',
        method: 'cheque',
        note: '',
      });
    await pay(8500);
    expect(await subscriptionRow(admin, member.id)).toMatchObject({ paid: false });
    await pay(3000);
    expect(await subscriptionRow(admin, member.id)).toMatchObject({
      paid: true,
      method: 'cheque',
      fromAccount: true,
    });
  });
});
