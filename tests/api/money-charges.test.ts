import { describe, expect } from 'vitest';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { FixturesTable } from '../../src/server/db/types';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test as harness, type MemberClient } from '../helpers/harness';
import type { TestClient } from '../helpers/http-client';

/**
 * Charges by rule (DESIGN.md 'Money', decision 0049), over the fixtures' own routes: whatever changes a fixture's
 * lists charges, credits or keeps, and the member's statement says so.
 */

/**
 * After each test, every member's running totals (which the balances list reads) agree with their charges and
 * payments (which their statement lists).
 */
const test = harness.extend('booksAgree', { auto: true }, async ({ db }, { onCleanup }) => {
  onCleanup(() => booksAgree(db));
});

async function booksAgree(db: Db) {
  const members = await db
    .selectFrom('members')
    .select(['id', 'charged_pence', 'paid_pence', 'balance_pence'])
    .execute();
  for (const m of members) {
    const charged = await db
      .selectFrom('charges')
      .select((eb) => eb.fn.sum<number>('amount_pence').as('n'))
      .where('member_id', '=', m.id)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    const paid = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number>('amount_pence').as('n'))
      .where('member_id', '=', m.id)
      .executeTakeFirst();
    const c = Number(charged?.n ?? 0);
    const p = Number(paid?.n ?? 0);
    expect([m.id, Number(m.charged_pence), Number(m.paid_pence), Number(m.balance_pence)]).toEqual([
      m.id,
      c,
      p,
      c - p,
    ]);
  }
}

const FEES = { member_fee_pence: 4500, guest_fee_pence: 5500, dinner_only_fee_pence: 3000 };

/** A fixture in a month with fees, two guests a member, a dinner with dinner-only places; withdraw-by in ten days. */
const feeFixture = (db: Db, overrides: Partial<Insertable<FixturesTable>> = {}) =>
  createFixture(db, {
    start_date: dayFromToday(30),
    event: 'Spring Meeting',
    withdraw_by: dayFromToday(10),
    guests_per_member: 2,
    dinner_choices: JSON.stringify([]),
    dinner_only: 1,
    ...FEES,
    ...overrides,
  });

const enter = (c: MemberClient, fixtureId: number, booking: Record<string, unknown> = {}) =>
  c.post('/api/fixtures/enter', { fixtureId, userId: c.id, ...booking });
/** `by` takes `who` off the fixture's lists (a member himself, or an administrator). */
const leave = (by: TestClient, fixtureId: number, who: MemberClient) =>
  by.post('/api/fixtures/leave', { fixtureId, userId: who.id });
/** The fixture's withdraw-by date is past: it was yesterday. */
const withdrawByPassed = (db: Db, fixtureId: number) =>
  db
    .updateTable('fixtures')
    .set({ withdraw_by: dayFromToday(-1) })
    .where('id', '=', fixtureId)
    .execute();
const guest = (name: string) => ({ name, handicap: 18.4, dinner: null });

interface Line {
  date: string;
  description: string;
  amountPence: number;
  kind: string;
  fixtureId: number | null;
}
async function statement(c: TestClient): Promise<{ balancePence: number; lines: Line[] }> {
  const res = await c.get('/api/account/statement');
  expect(res.status).toBe(200);
  return res.json;
}
const summary = (lines: Line[]) => lines.map((l) => [l.kind, l.amountPence, l.description]);

describe('charges by rule', () => {
  test('a confirmed place charges the member, each guest and a dinner-only booking; a waiting place charges nothing until promoted', async ({
    db,
    member,
    otherMember,
    newMember,
    admin,
  }) => {
    const id = await feeFixture(db, { places: 3 });
    expect((await enter(member, id, { guests: [guest('Jane Doe')] })).status).toBe(200);
    const mine = await statement(member);
    expect(summary(mine.lines)).toEqual([
      ['charge', 4500, expect.stringMatching(/^Spring Meeting, \w{3} \d+ \w+ \d{4}$/)],
      ['charge', 5500, expect.stringMatching(/: guest Jane Doe$/)],
    ]);
    expect(mine.balancePence).toBe(10_000);
    expect(mine.lines.every((l) => l.fixtureId === id && l.date === dayFromToday(0))).toBe(true);

    expect(
      (await enter(otherMember, id, { dinnerOnly: true, dinner: { choice: null, dietary: null } })).status,
    ).toBe(200);
    expect(summary((await statement(otherMember)).lines)).toEqual([
      ['charge', 3000, expect.stringMatching(/: dinner only$/)],
    ]);

    const third = await newMember({ first_name: 'Third', last_name: 'Player' });
    const waiting = await newMember({ first_name: 'Waiting', last_name: 'Player' });
    await enter(third, id);
    expect((await enter(waiting, id)).status).toBe(200);
    expect(await statement(waiting)).toMatchObject({ balancePence: 0, lines: [] });

    // The third player leaves in time: the waiting member takes the place and is charged.
    expect((await leave(third, id, third)).status).toBe(200);
    expect((await statement(waiting)).balancePence).toBe(4500);
    expect(summary((await statement(third)).lines)).toEqual([
      ['charge', 4500, expect.any(String)],
      ['credit', -4500, expect.stringMatching(/: place given up by the withdraw-by date$/)],
    ]);
    // The treasurer sees the same balances.
    const balances = (await admin.get('/api/admin/balances?filter=owing')).json.items;
    expect(
      Object.fromEntries(
        balances.map((b: { name: string; balancePence: number }) => [b.name, b.balancePence]),
      ),
    ).toEqual({
      'Peter Holloway': 10_000,
      'Waiting Player': 4500,
      'Geoffrey Marsh': 3000,
    });
  });

  test('leaving before withdraw-by cancels the charge: paid already, the member is in credit', async ({
    db,
    member,
    admin,
  }) => {
    const id = await feeFixture(db);
    await enter(member, id);
    const paid = await admin.post('/api/admin/payments', {
      memberId: member.id,
      amountPence: 4500,
      paidOn: dayFromToday(0),
      method: 'bank transfer',
    });
    expect(paid.json.balancePence).toBe(0);
    expect((await leave(member, id, member)).status).toBe(200);
    const s = await statement(member);
    expect(s.lines.map((l) => [l.kind, l.amountPence])).toEqual([
      ['charge', 4500],
      ['payment', -4500],
      ['credit', -4500],
    ]);
    expect(s.balancePence).toBe(-4500);
    // Entering again charges afresh, which the credit pays.
    await enter(member, id);
    expect((await statement(member)).balancePence).toBe(0);
  });

  test('given up after withdraw-by, the charge stands while the place is empty; a member who then fills it lifts it', async ({
    db,
    member,
    otherMember,
    newMember,
    admin,
  }) => {
    const id = await feeFixture(db, { places: 2 });
    await enter(member, id);
    await enter(otherMember, id);
    await withdrawByPassed(db, id);
    // Only an administrator can take a member off after withdraw-by.
    expect((await leave(admin, id, member)).status).toBe(200);
    expect(await statement(member)).toMatchObject({ balancePence: 4500 });
    expect((await statement(member)).lines).toHaveLength(1);

    const late = await newMember({ first_name: 'Late', last_name: 'Comer' });
    expect((await enter(late, id)).status).toBe(200);
    expect(summary((await statement(member)).lines)).toEqual([
      ['charge', 4500, expect.any(String)],
      ['credit', -4500, expect.stringMatching(/: the place was taken by another player$/)],
    ]);
    expect((await statement(late)).balancePence).toBe(4500);
  });

  test('given up after withdraw-by with members waiting: the first waiting member takes the place at once, and the charge is lifted', async ({
    db,
    member,
    otherMember,
    admin,
  }) => {
    const id = await feeFixture(db, { places: 1, withdraw_by: dayFromToday(-1) });
    await enter(member, id);
    await enter(otherMember, id);
    expect((await statement(otherMember)).balancePence).toBe(0);
    await leave(admin, id, member);
    expect((await statement(member)).balancePence).toBe(0);
    expect((await statement(otherMember)).balancePence).toBe(4500);
  });

  test('a fixture with no limit of places keeps a late leaver’s charge whoever enters after', async ({
    db,
    member,
    otherMember,
    admin,
  }) => {
    const id = await feeFixture(db, { places: null });
    await enter(member, id);
    await withdrawByPassed(db, id);
    await leave(admin, id, member);
    await enter(otherMember, id);
    expect((await statement(member)).balancePence).toBe(4500);
  });

  test('a fixture deleted cancels every charge it made; the statement still names it', async ({
    db,
    member,
    admin,
  }) => {
    const id = await feeFixture(db);
    await enter(member, id, { guests: [guest('Jane Doe')] });
    expect((await admin.delete(`/api/fixtures/deletefixture/${id}`)).status).toBe(200);
    const s = await statement(member);
    expect(s.balancePence).toBe(0);
    expect(s.lines.map((l) => [l.kind, l.fixtureId])).toEqual([
      ['charge', null],
      ['charge', null],
      ['credit', null],
      ['credit', null],
    ]);
    expect(s.lines[2].description).toMatch(/^Spring Meeting, .*: the fixture was cancelled$/);
  });

  test('fees changed after bookings re-price the places held; fees set later charge those already booked', async ({
    db,
    member,
    otherMember,
    admin,
  }) => {
    const id = await feeFixture(db, {
      member_fee_pence: null,
      guest_fee_pence: null,
      dinner_only_fee_pence: null,
    });
    await enter(member, id);
    await enter(otherMember, id);
    expect((await statement(member)).lines).toEqual([]);
    const edit = async (fees: Record<string, number | null>) => {
      const form = (await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json;
      const res = await admin.post('/api/fixtures/updatefixture', {
        ...form,
        fees: { memberPence: null, guestPence: null, dinnerOnlyPence: null, ...fees },
      });
      expect(res.status).toBe(200);
    };
    await edit({ memberPence: 4000 });
    expect((await statement(member)).balancePence).toBe(4000);
    // Geoffrey is taken off after withdraw-by: his charge stays at the price of the day he left.
    await withdrawByPassed(db, id);
    await leave(admin, id, otherMember);
    await edit({ memberPence: 5000 });
    expect((await statement(member)).lines.map((l) => l.amountPence)).toEqual([5000]);
    expect((await statement(otherMember)).balancePence).toBe(4000);
    // The fee taken off: the place held is no longer charged.
    await edit({});
    expect((await statement(member)).balancePence).toBe(0);
  });

  test('a booking changed until withdraw-by: a guest added is charged, a guest taken off is credited', async ({
    db,
    member,
  }) => {
    const id = await feeFixture(db);
    await enter(member, id, { guests: [guest('Jane Doe')] });
    const change = (guests: unknown[]) =>
      member.post('/api/fixtures/booking', { fixtureId: id, guests, dinner: null });
    expect((await change([guest('Jane Doe'), guest('John Roe')])).status).toBe(200);
    expect((await statement(member)).balancePence).toBe(4500 + 2 * 5500);
    expect((await change([guest('John Roe')])).status).toBe(200);
    const s = await statement(member);
    expect(s.balancePence).toBe(4500 + 5500);
    expect(s.lines.filter((l) => l.kind === 'credit').map((l) => l.description)).toEqual([
      expect.stringMatching(/: guest Jane Doe: place given up by the withdraw-by date$/),
    ]);
  });

  test('a guest taken away by an edit of the fixture is credited, even after withdraw-by', async ({
    db,
    member,
    admin,
  }) => {
    const id = await feeFixture(db);
    await enter(member, id, { guests: [guest('Jane Doe'), guest('John Roe')] });
    await withdrawByPassed(db, id);
    const form = (await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json;
    const res = await admin.post('/api/fixtures/updatefixture', {
      ...form,
      guestsPerMember: 1,
      confirmBookingChanges: true,
    });
    expect(res.status).toBe(200);
    const s = await statement(member);
    expect(s.balancePence).toBe(4500 + 5500);
    expect(s.lines.filter((l) => l.kind === 'credit').map((l) => l.description)).toEqual([
      expect.stringMatching(/: guest John Roe: the fixture was changed$/),
    ]);
  });

  test('a manager who takes a player off before withdraw-by, or moves them to the waiting list, lifts the charge', async ({
    db,
    member,
    otherMember,
    newMember,
    manager,
  }) => {
    const id = manager.fixtureId;
    await db
      .updateTable('fixtures')
      .set({ ...FEES, places: 2, withdraw_by: dayFromToday(10) })
      .where('id', '=', id)
      .execute();
    const [third, fourth] = [await newMember(), await newMember()];
    for (const c of [member, otherMember, third, fourth]) await enter(c, id);
    expect(
      (await manager.post('/api/fixtures/players/remove', { fixtureId: id, memberId: member.id })).status,
    ).toBe(200);
    expect((await statement(member)).balancePence).toBe(0);
    expect((await statement(third)).balancePence).toBe(4500);
    // Behind the member waiting, so that the one waiting takes the place.
    const moved = await manager.post('/api/fixtures/players/move', {
      fixtureId: id,
      memberId: otherMember.id,
      list: 'waiting',
      position: 2,
    });
    expect(moved.status).toBe(200);
    expect(summary((await statement(otherMember)).lines).at(-1)).toEqual([
      'credit',
      -4500,
      expect.stringMatching(/: moved to the waiting list$/),
    ]);
    expect((await statement(fourth)).balancePence).toBe(4500);
  });

  test('a member suspended before withdraw-by is no longer charged; an account deleted takes its charges, and its payments stay without a name', async ({
    db,
    member,
    otherMember,
    admin,
  }) => {
    const id = await feeFixture(db);
    await enter(member, id);
    await enter(otherMember, id);
    expect((await admin.post('/api/admin/members/suspend', { id: member.id })).status).toBe(200);
    expect((await admin.get(`/api/admin/balances/${member.id}`)).json.balancePence).toBe(0);

    await admin.post('/api/admin/payments', {
      memberId: otherMember.id,
      amountPence: 4500,
      paidOn: dayFromToday(0),
      method: 'cheque',
      note: 'Cheque from Geoffrey Marsh',
    });
    const gone = await otherMember.post('/api/account/delete', {
      id: otherMember.id,
      password: otherMember.password,
    });
    expect(gone.status).toBe(200);
    expect(
      await db.selectFrom('charges').select('id').where('member_id', '=', otherMember.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('payments').select(['member_id', 'amount_pence', 'note']).execute()).toEqual([
      { member_id: null, amount_pence: 4500, note: '' },
    ]);
  });
});
