import { describe, expect } from 'vitest';
import type { Action } from '../../src/shared/schemas/act';
import { createActionLinks } from '../../src/server/modules/act/act-links';
import { TEST_PASSWORD } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { withDinner } from '../helpers/bookings';
import { harnessWith, type MemberClient } from '../helpers/harness';
import { parseEvents } from '../helpers/ical';
import { onlyAuditRow } from '../helpers/audit-log';

/**
 * Guests and dinner-only bookings wherever a fixture's lists are read: the calendar feed, reminders, one-click
 * links, account deletion and suspension, the managers' Players screen, the fixture's deletion and the member's
 * data export. Every case starts from one fixture with two places:
 *
 *   Alan (with guest Ann) has both places; Bill (with guest Bea) and then Carl wait; Dora comes to the dinner only.
 *
 * So Carl is the third on the waiting list but the second waiting member, and a place freed goes to Bill and Carl
 * before Bea.
 */
const test = harnessWith({ env: { MAIL_PER_SECOND: '1000', LOGIN_RATE_LIMIT: '1000' } }).extend(
  'booked',
  async ({ db, newMember }) => {
    const fixtureId = await createFixture(db, {
      start_date: dayFromToday(2),
      event: 'Spring Meeting',
      places: 2,
      ...withDinner(['Beef', 'Salmon'], { dinnerOnly: true, guestsPerMember: 1 }),
      manager_email_addresses: 'captain@example.com',
    });
    const [alan, bill, carl, dora] = [
      await newMember({ first_name: 'Alan', last_name: 'Ames' }),
      await newMember({ first_name: 'Bill', last_name: 'Bond' }),
      await newMember({ first_name: 'Carl', last_name: 'Cole' }),
      await newMember({ first_name: 'Dora', last_name: 'Dean' }),
    ];
    const enter = async (c: MemberClient, booking: Record<string, unknown>) =>
      expect((await c.post('/api/fixtures/enter', { fixtureId, userId: c.id, ...booking })).status).toBe(200);
    await enter(alan, {
      dinner: { choice: 'Beef' },
      guests: [{ name: 'Ann Ames', dinner: { choice: 'Salmon' } }],
    });
    await enter(bill, { guests: [{ name: 'Bea Bond' }] });
    await enter(carl, {});
    await enter(dora, { dinnerOnly: true, dinner: { choice: 'Salmon' } });
    return { fixtureId, alan, bill, carl, dora };
  },
);

type Booked = { fixtureId: number; alan: MemberClient; bill: MemberClient; carl: MemberClient };

/** Both lists, members by first name and guests by name, in order. */
async function lists(b: Booked) {
  const f = (await b.alan.get(`/api/Fixtures/Get/${b.fixtureId}`)).json;
  const names = new Map([b.alan, b.bill, b.carl].map((m) => [m.id, m.firstName]));
  const who = (p: { id: number | null; name: string }) =>
    p.id === null ? p.name : (names.get(p.id) ?? p.name);
  return { registered: f.registeredPlayers.map(who), waiting: f.waitingList.map(who) };
}

/** After Alan goes (with Ann), both places go to the waiting members, and Bea waits on. */
const AFTER_ALAN = { registered: ['Bill', 'Carl'], waiting: ['Bea Bond'] };

describe('guests and dinner-only bookings around the site', () => {
  test('the starting lists', async ({ booked }) => {
    expect(await lists(booked)).toEqual({
      registered: ['Alan', 'Ann Ames'],
      waiting: ['Bill', 'Bea Bond', 'Carl'],
    });
  });

  test("the calendar feed gives a waiting member their number among the members, and a dinner-only booking's own words", async ({
    booked: { fixtureId, carl, dora },
    visitor,
  }) => {
    const eventOf = async (m: MemberClient) => {
      const path = new URL((await m.get('/api/calendar/feed')).json.url).pathname;
      return parseEvents((await visitor.get(path)).text).find(
        (e) => e.uid === `fixture-${fixtureId}@localhost`,
      )!;
    };
    const waiting = await eventOf(carl);
    expect(waiting.description).toContain('You are number 2 on the waiting list for this fixture.');
    expect(waiting.status).toBe('TENTATIVE');
    const dinner = await eventOf(dora);
    expect(dinner.description).toContain('You have booked the dinner only.');
    expect(dinner.status).not.toBe('TENTATIVE');
  });

  test('reminders give a waiting member their number among the members, and none goes to a dinner-only booking', async ({
    app,
    db,
    booked: { carl, dora, alan },
  }) => {
    await app.app.reminders.run();
    const reminders = (email: string) =>
      db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .where('subject', 'like', 'Reminder:%')
        .execute();
    const [toCarl] = await reminders(carl.email);
    expect(toCarl.text_body).toContain('You are number 2 on the waiting list');
    expect(await reminders(dora.email)).toEqual([]);
    expect(await reminders(alan.email)).toHaveLength(1);
  });

  test("'I can no longer play' by a one-click link takes the member's guests too; the places go to the waiting members first", async ({
    app,
    db,
    booked,
    mail,
  }) => {
    const token = async (memberId: number, action: Action) =>
      (
        await createActionLinks(db, app.config.publicUrl, [{ memberId, fixtureId: booked.fixtureId, action }])
      )[0]!.split('/act/')[1]!;
    const dinnerOnly = await app.client().get(`/api/act?token=${await token(booked.dora.id, 'count-me-in')}`);
    expect(dinnerOnly.json).toMatchObject({
      state: 'blocked',
      reason: expect.stringContaining('the dinner only'),
    });
    const carlsView = await app.client().get(`/api/act?token=${await token(booked.carl.id, 'keep-waiting')}`);
    expect(carlsView.json.waitingPosition).toBe(2);

    const res = await app.client().post('/api/act', { token: await token(booked.alan.id, 'cannot-play') });
    expect(res.json).toMatchObject({ outcome: 'left' });
    expect(await lists(booked)).toEqual(AFTER_ALAN);
    const left = await mail.waitFor({
      to: booked.alan.email,
      subject: /You are no longer on Spring Meeting/,
    });
    expect(left.text).toContain('Your guest Ann Ames is no longer booked either.');
    await mail.waitFor({ to: booked.carl.email, subject: /You have a place in Spring Meeting/ });
  });

  test('a member who deletes their account takes their guests with them', async ({ db, booked }) => {
    const { alan } = booked;
    expect((await alan.post('/api/account/delete', { id: alan.id, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const stillBill = { ...booked, alan: booked.bill };
    expect(await lists(stillBill)).toEqual({ registered: ['Bill', 'Carl'], waiting: ['Bea Bond'] });
    expect(
      await db.selectFrom('fixture_guests').select('name').where('host_id', '=', alan.id).execute(),
    ).toEqual([]);
  });

  test('a suspended member takes their guests with them', async ({ admin, booked }) => {
    expect((await admin.post('/api/admin/members/suspend', { id: booked.alan.id })).status).toBe(200);
    expect(await lists({ ...booked, alan: booked.bill })).toEqual(AFTER_ALAN);
  });

  test('a manager who removes a member removes their guests; the member is told who went with them', async ({
    admin,
    booked,
    mail,
    db,
  }) => {
    expect(
      (
        await admin.post('/api/fixtures/players/remove', {
          fixtureId: booked.fixtureId,
          memberId: booked.alan.id,
        })
      ).status,
    ).toBe(200);
    expect(await lists(booked)).toEqual(AFTER_ALAN);
    const left = await mail.waitFor({
      to: booked.alan.email,
      subject: /You are no longer on Spring Meeting/,
    });
    expect(left.text).toContain('Your guest Ann Ames is no longer booked either.');
    const audit = await onlyAuditRow(db, { action: 'remove-player' });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ memberId: booked.alan.id, guests: 'Ann Ames' });
  });

  test('a manager who moves a member to the waiting list moves their guests with them; the team is chosen from members', async ({
    admin,
    booked,
  }) => {
    const { fixtureId, alan, bill, carl } = booked;
    const move = await admin.post('/api/fixtures/players/move', {
      fixtureId,
      memberId: alan.id,
      list: 'waiting',
      position: 4,
    });
    expect(move.status).toBe(200);
    expect(await lists(booked)).toEqual({
      registered: ['Bill', 'Carl'],
      waiting: ['Bea Bond', 'Alan', 'Ann Ames'],
    });
    const team = await admin.post('/api/fixtures/team', {
      fixtureId,
      selected: [bill.id],
      reserves: [carl.id],
    });
    expect(team.status).toBe(200);
  });

  test('deleting the fixture tells the dinner-only bookings too', async ({ admin, booked, mail }) => {
    expect((await admin.request('DELETE', `/api/fixtures/deletefixture/${booked.fixtureId}`)).status).toBe(
      200,
    );
    const told = await mail.waitFor({ to: booked.dora.email, subject: /Spring Meeting on .* is cancelled/ });
    expect(told.text).toContain('You had booked its dinner.');
    const alans = await mail.waitFor({ to: booked.alan.email, subject: /is cancelled/ });
    expect(alans.text).toContain('Your guests are not expected either.');
  });

  test("a member's data export holds their dinner and their guests", async ({
    booked: { alan, bill, carl },
  }) => {
    const regs = async (m: MemberClient) => (await m.get('/api/account/export')).json.registrations;
    expect(await regs(alan)).toEqual([
      expect.objectContaining({
        list: 'playing',
        dinner: { choice: 'Beef', dietary: null },
        guests: [
          { name: 'Ann Ames', handicap: null, list: 'playing', dinner: { choice: 'Salmon', dietary: null } },
        ],
      }),
    ]);
    expect((await regs(bill))[0]).toMatchObject({ list: 'waiting list', waitingListPosition: 1 });
    expect((await regs(carl))[0]).toMatchObject({ list: 'waiting list', waitingListPosition: 2, guests: [] });
  });
});
