import { describe, expect } from 'vitest';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { FixturesTable } from '../../src/server/db/types';
import { expectFieldErrors } from '../helpers/field-errors';
import { withDinner } from '../helpers/bookings';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { harnessWith, type MemberClient } from '../helpers/harness';
import { auditRows } from '../helpers/audit-log';

/**
 * Guests and the dinner (DESIGN.md 'Guests and the dinner'): a member books themself, their guests and their
 * dinners; guests take places, dinner-only bookings take none; the waiting list promotes members before guests.
 */
const test = harnessWith({ env: { SOCIETY_NAME: 'Test Golf Society' } });

const MENU = ['Beef', 'Salmon', 'Vegetarian'];

/** A fixture open for entries with up to two guests each, a dinner with the menu, and dinner-only places. */
const dinnerFixture = (db: Db, overrides: Partial<Insertable<FixturesTable>> = {}) =>
  createFixture(db, {
    start_date: dayFromToday(30),
    event: 'Spring Meeting',
    manager_email_addresses: 'captain@example.com',
    ...withDinner(MENU, { dinnerOnly: true, guestsPerMember: 2 }),
    ...overrides,
  });

const enter = (c: MemberClient, fixtureId: number, booking: Record<string, unknown> = {}) =>
  c.post('/api/fixtures/enter', { fixtureId, userId: c.id, ...booking });
const leave = (c: MemberClient, fixtureId: number) =>
  c.post('/api/fixtures/leave', { fixtureId, userId: c.id });
const change = (c: MemberClient, fixtureId: number, booking: Record<string, unknown>) =>
  c.post('/api/fixtures/booking', { fixtureId, ...booking });
const get = async (c: MemberClient, id: number) => (await c.get(`/api/Fixtures/Get/${id}`)).json;

const guest = (name: string, choice: string | null = null, dietary: string | null = null) => ({
  name,
  handicap: 18.4,
  dinner: choice === null && dietary === null ? null : { choice, dietary },
});

/** Everyone on the lists, members by id and guests by name, in list order. */
async function listed(c: MemberClient, id: number) {
  const f = await get(c, id);
  const who = (p: { id: number | null; name: string }) => p.id ?? p.name;
  return {
    registered: f.registeredPlayers.map(who),
    waiting: f.waitingList.map(who),
    placesTaken: f.placesTaken,
  };
}

describe('entering with guests and dinners', () => {
  test('books the member and two guests with their dinners: places, lists, the own booking, both e-mails and the audit', async ({
    db,
    member,
    mail,
  }) => {
    const id = await dinnerFixture(db, { places: 10 });
    const res = await enter(member, id, {
      dinner: { choice: 'beef', dietary: 'No shellfish' },
      guests: [guest('Jane Doe', 'Salmon'), guest('John Roe')],
    });
    expect(res.status).toBe(200);
    const f = await get(member, id);
    expect(f.registeredPlayers).toEqual([
      { id: member.id, name: 'Peter Holloway' },
      { id: null, name: 'Jane Doe', guestOf: member.id },
      { id: null, name: 'John Roe', guestOf: member.id },
    ]);
    expect(f).toMatchObject({ placesTaken: 3, isSignedUp: true, myStatus: 'registered', waitingList: [] });
    // The menu's own spelling is kept; a guest with no dinner does not dine.
    expect(f.myBooking).toEqual({
      dinnerOnly: false,
      dinner: { choice: 'Beef', dietary: 'No shellfish' },
      guests: [
        { name: 'Jane Doe', handicap: 18.4, dinner: { choice: 'Salmon', dietary: null }, list: 'registered' },
        { name: 'John Roe', handicap: 18.4, dinner: null, list: 'registered' },
      ],
    });

    const confirmed = await mail.waitFor({ to: member.email, subject: /You have a place in Spring Meeting/ });
    expect(confirmed.text).toContain('Your dinner: Beef (dietary note: No shellfish).');
    expect(confirmed.text).toContain(
      'Your guests: Jane Doe: has a place; dinner: Salmon. John Roe: has a place; dinner: no dinner.',
    );
    const notice = await mail.waitFor({
      to: 'captain@example.com',
      subject: /has signed up for Spring Meeting/,
    });
    expect(notice.text).toContain('Dinner: Beef (dietary note: No shellfish).');
    expect(notice.text).toContain('Guests: Jane Doe: has a place; dinner: Salmon.');
    expect(notice.text).toContain('3 players are now registered');

    const [entered] = await auditRows(db, { entityId: id });
    expect(entered.action).toBe('enter');
    expect(JSON.parse(entered.after_json!)).toMatchObject({
      list: 'registered',
      guests: 'Jane Doe (dinner: Salmon), John Roe',
      dinner: 'Beef',
    });
  });

  test('the member takes the last free place, then each guest one while free; the rest wait, and wait behind the waiting members', async ({
    db,
    member,
    otherMember,
    newMember,
    mail,
  }) => {
    const id = await dinnerFixture(db, { places: 3 });
    const first = await newMember({ first_name: 'Alan', last_name: 'First' });
    expect((await enter(first, id)).status).toBe(200);
    expect((await enter(member, id, { guests: [guest('Jane Doe'), guest('John Roe')] })).status).toBe(200);
    expect(await listed(member, id)).toEqual({
      registered: [first.id, member.id, 'Jane Doe'],
      waiting: ['John Roe'],
      placesTaken: 3,
    });
    const mine = await get(member, id);
    expect(mine.myBooking.guests.map((g: { list: string }) => g.list)).toEqual(['registered', 'waiting']);
    const confirmed = await mail.waitFor({ to: member.email, subject: /You have a place/ });
    expect(confirmed.text).toContain('John Roe: is on the waiting list (every waiting member goes first)');

    // A member who enters now waits behind the guest, yet is number 1 of the waiting members.
    expect((await enter(otherMember, id)).status).toBe(200);
    expect((await get(otherMember, id)).myWaitingPosition).toBe(1);
    await mail.waitFor({ to: otherMember.email, subject: /You are number 1 on the waiting list/ });

    // A place frees: the waiting member takes it before the guest who waited longer.
    expect((await leave(first, id)).status).toBe(200);
    expect(await listed(member, id)).toEqual({
      registered: [member.id, 'Jane Doe', otherMember.id],
      waiting: ['John Roe'],
      placesTaken: 3,
    });
    await mail.waitFor({ to: otherMember.email, subject: /You have a place in Spring Meeting/ });

    // Another frees: no member waits, so the guest whose host has a place takes it, and the host is told.
    expect((await leave(otherMember, id)).status).toBe(200);
    expect((await listed(member, id)).registered).toEqual([member.id, 'Jane Doe', 'John Roe']);
    const told = await mail.waitFor({
      to: member.email,
      subject: /Your guest John Roe has a place in Spring Meeting/,
    });
    expect(told.text).toContain('John Roe: has a place');
    await mail.waitFor({
      to: 'captain@example.com',
      subject: /John Roe \(guest of Peter Holloway\) has a place in Spring Meeting from the waiting list/,
    });
    const promotions = await auditRows(db, { action: 'promote', entityId: id });
    expect(promotions.map((a) => JSON.parse(a.after_json!))).toEqual([
      { memberId: otherMember.id },
      { guestOf: member.id, guestId: expect.any(Number) },
    ]);
  });

  test('a member who waits brings their guests onto the waiting list behind them; their guests wait until they have a place', async ({
    db,
    member,
    otherMember,
    mail,
  }) => {
    const id = await dinnerFixture(db, { places: 1 });
    await enter(otherMember, id);
    expect((await enter(member, id, { guests: [guest('Jane Doe')] })).status).toBe(200);
    expect(await listed(member, id)).toEqual({
      registered: [otherMember.id],
      waiting: [member.id, 'Jane Doe'],
      placesTaken: 1,
    });
    const waiting = await mail.waitFor({ to: member.email, subject: /You are number 1 on the waiting list/ });
    expect(waiting.text).toContain('Jane Doe: is on the waiting list');
    await leave(otherMember, id);
    // One place: the host takes it; the guest still waits.
    expect(await listed(member, id)).toEqual({
      registered: [member.id],
      waiting: ['Jane Doe'],
      placesTaken: 1,
    });
    const promoted = await mail.waitFor({ to: member.email, subject: /You have a place in Spring Meeting/ });
    expect(promoted.text).toContain('Jane Doe: is on the waiting list');
  });

  test('a member who leaves takes their guests off every list; the freed places go to the waiting members first', async ({
    db,
    member,
    otherMember,
    newMember,
    mail,
  }) => {
    const id = await dinnerFixture(db, { places: 3 });
    const third = await newMember({ first_name: 'Cecil', last_name: 'Third' });
    await enter(member, id, { guests: [guest('Jane Doe'), guest('John Roe')] });
    await enter(otherMember, id, { guests: [guest('Ann Poe')] });
    await enter(third, id);
    expect(await listed(member, id)).toEqual({
      registered: [member.id, 'Jane Doe', 'John Roe'],
      waiting: [otherMember.id, 'Ann Poe', third.id],
      placesTaken: 3,
    });
    expect((await leave(member, id)).status).toBe(200);
    expect(await listed(otherMember, id)).toEqual({
      registered: [otherMember.id, third.id, 'Ann Poe'],
      waiting: [],
      placesTaken: 3,
    });
    expect(
      await db.selectFrom('fixture_guests').select('name').where('host_id', '=', member.id).execute(),
    ).toEqual([]);
    const left = await mail.waitFor({ to: member.email, subject: /You are no longer on Spring Meeting/ });
    expect(left.text).toContain('Your guests Jane Doe, John Roe are no longer booked either.');
    const withdrawn = await mail.waitFor({
      to: 'captain@example.com',
      subject: /has withdrawn from Spring Meeting/,
    });
    expect(withdrawn.text).toContain('Guests: Jane Doe');
  });
});

describe('dinner-only bookings', () => {
  test('take no place, show in the own booking but not as a place, and leaving cancels them', async ({
    db,
    member,
    otherMember,
    mail,
  }) => {
    const id = await dinnerFixture(db, { places: 1 });
    await enter(otherMember, id);
    const res = await enter(member, id, {
      dinnerOnly: true,
      dinner: { choice: 'Vegetarian', dietary: null },
      guests: [guest('Jane Doe', 'Beef')],
    });
    expect(res.status).toBe(200);
    const f = await get(member, id);
    expect(f).toMatchObject({
      placesTaken: 1,
      isSignedUp: false,
      myStatus: 'none',
      myWaitingPosition: null,
      waitingList: [],
      registeredPlayers: [{ id: otherMember.id, name: 'Geoffrey Marsh' }],
      myBooking: {
        dinnerOnly: true,
        dinner: { choice: 'Vegetarian', dietary: null },
        guests: [{ name: 'Jane Doe', dinner: { choice: 'Beef', dietary: null }, list: 'dinner' }],
      },
    });
    // On the fixture list the member is booked (Leave/View), and the fixture is still full.
    const row = (await member.get(`/api/fixtures/listforuser/${member.id}`)).json.find(
      (x: { id: number }) => x.id === id,
    );
    expect(row).toMatchObject({ isSignedUp: true, signupLabel: 'Full' });
    const booked = await mail.waitFor({
      to: member.email,
      subject: /You are booked for the dinner at Spring Meeting/,
    });
    expect(booked.text).toContain('Your dinner: Vegetarian.');
    expect(booked.text).toContain('Jane Doe: comes to the dinner only; dinner: Beef');
    const notice = await mail.waitFor({
      to: 'captain@example.com',
      subject: /Peter Holloway has booked the dinner only at Spring Meeting/,
    });
    expect(notice.text).toContain('This is a booking for the dinner only (no place).');
    expect((await auditRows(db, { entityId: id })).map((a) => a.action)).toContain('book-dinner-only');

    // A dinner-only member who enters again is told they are already booked.
    await expectFieldErrors(
      member,
      '/api/fixtures/enter',
      { fixtureId: id, userId: member.id },
      { '': ['You are already registered for this fixture'] },
    );

    expect((await leave(member, id)).status).toBe(200);
    expect((await get(member, id)).myBooking).toBeNull();
    expect(await db.selectFrom('fixture_guests').select('id').execute()).toEqual([]);
    await mail.waitFor({ to: member.email, subject: /Your dinner booking for Spring Meeting is cancelled/ });
    await mail.waitFor({
      to: 'captain@example.com',
      subject: /Peter Holloway has cancelled their dinner-only booking at Spring Meeting/,
    });
  });

  test('a dinner-only booking dines with no choice when the dinner has no menu', async ({ db, member }) => {
    const id = await dinnerFixture(db, { dinner_choices: '[]' });
    expect((await enter(member, id, { dinnerOnly: true, guests: [guest('Jane Doe')] })).status).toBe(200);
    expect((await get(member, id)).myBooking).toEqual({
      dinnerOnly: true,
      dinner: { choice: null, dietary: null },
      guests: [{ name: 'Jane Doe', handicap: 18.4, dinner: { choice: null, dietary: null }, list: 'dinner' }],
    });
  });
});

describe('bad bookings', () => {
  test('are refused with 400 saying which rule, and change nothing', async ({ db, member }) => {
    const id = await dinnerFixture(db);
    const noGuests = await dinnerFixture(db, { guests_per_member: 0 });
    const oneGuest = await dinnerFixture(db, { guests_per_member: 1 });
    const noDinner = await dinnerFixture(db, { dinner_choices: null, dinner_only: 0 });
    const noMenu = await dinnerFixture(db, { dinner_choices: '[]', dinner_only: 0 });
    const refused: [number, Record<string, unknown>, Record<string, string[]>][] = [
      [
        oneGuest,
        { guests: [guest('Jane Doe'), guest('John Roe')] },
        { guests: ['You may bring at most 1 guest to this fixture'] },
      ],
      [
        id,
        { guests: [guest('A B'), guest('C D'), guest('E F')] },
        { guests: ['You may bring at most 2 guests to this fixture'] },
      ],
      [noGuests, { guests: [guest('Jane Doe')] }, { guests: ['This fixture does not allow guests'] }],
      [
        id,
        { dinner: { choice: 'Lobster', dietary: null } },
        { dinner: ['Lobster is not on the menu for this dinner; choose Beef, Salmon or Vegetarian'] },
      ],
      [
        id,
        { dinner: { choice: null, dietary: 'Vegan' } },
        { dinner: ['Choose Beef, Salmon or Vegetarian for the dinner'] },
      ],
      [
        id,
        { guests: [guest('Jane Doe', 'Lobster')] },
        {
          guests: ['Jane Doe: Lobster is not on the menu for this dinner; choose Beef, Salmon or Vegetarian'],
        },
      ],
      [noDinner, { dinner: { choice: null, dietary: null } }, { dinner: ['This fixture has no dinner'] }],
      [
        noDinner,
        { guests: [guest('Jane Doe', null, 'Vegan')] },
        { guests: ['Jane Doe: This fixture has no dinner'] },
      ],
      [
        noMenu,
        { dinner: { choice: 'Beef', dietary: null } },
        { dinner: ['This dinner has no menu choices: leave the choice empty'] },
      ],
      [noMenu, { dinnerOnly: true }, { dinnerOnly: ['This fixture has no dinner-only places'] }],
      [noDinner, { dinnerOnly: true }, { dinnerOnly: ['This fixture has no dinner-only places'] }],
      [id, { guests: [{ name: '', handicap: null }] }, { guests: ["The guest's name is required"] }],
      [
        id,
        { guests: [{ name: 'Jane\nDoe' }] },
        { guests: [expect.stringContaining("The guest's name")] as never },
      ],
      [
        id,
        { guests: [{ name: 'x'.repeat(61) }] },
        { guests: ["The guest's name must be 60 characters or fewer"] },
      ],
      [id, { guests: [{ name: 'Jane Doe', handicap: 99 }] }, { guests: [expect.any(String)] as never }],
      [id, { guests: 'Jane Doe' }, { guests: expect.arrayContaining(['Guests must be a list']) as never }],
      [id, { dinnerOnly: 'yes' }, { dinnerOnly: ['Say whether you are booking the dinner only'] }],
      [
        id,
        { dinner: { choice: 'x'.repeat(61) } },
        { dinner: ['The dinner choice must be 60 characters or fewer'] },
      ],
    ];
    for (const [fixtureId, booking, errors] of refused) {
      const res = await member.post('/api/fixtures/enter', { fixtureId, userId: member.id, ...booking });
      expect(res.status, JSON.stringify(booking)).toBe(400);
      expect(res.json, JSON.stringify(booking)).toEqual(errors);
    }
    expect(await db.selectFrom('fixture_registrations').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('fixture_guests').select('id').execute()).toEqual([]);
  });
});

describe('changing a booking', () => {
  test('a member changes their guests and dinners: a guest named again keeps their place, one left out frees it for the first waiting member, a new one waits when full', async ({
    db,
    member,
    otherMember,
    mail,
  }) => {
    const id = await dinnerFixture(db, { places: 3 });
    await enter(member, id, {
      dinner: { choice: 'Beef' },
      guests: [guest('Jane Doe', 'Salmon'), guest('John Roe')],
    });
    await enter(otherMember, id);
    expect((await listed(member, id)).waiting).toEqual([otherMember.id]);

    // Jane stays (her dinner changes), John goes: his place is the waiting member's.
    const res = await change(member, id, {
      dinner: { choice: 'Salmon', dietary: 'No nuts' },
      guests: [guest('jane doe', 'Vegetarian')],
    });
    expect(res.status).toBe(200);
    expect(await listed(member, id)).toEqual({
      registered: [member.id, 'jane doe', otherMember.id],
      waiting: [],
      placesTaken: 3,
    });
    await mail.waitFor({ to: otherMember.email, subject: /You have a place in Spring Meeting/ });
    const [changeAudit] = await auditRows(db, { action: 'change-booking', entityId: id });
    expect(JSON.parse(changeAudit.before_json!)).toMatchObject({
      guests: 'Jane Doe (dinner: Salmon), John Roe',
      dinner: 'Beef',
    });
    expect(JSON.parse(changeAudit.after_json!)).toMatchObject({
      guests: 'jane doe (dinner: Vegetarian)',
      dinner: 'Salmon',
    });

    // Ann is new, and the fixture is full: she waits.
    const withAnn = [guest('jane doe', 'Vegetarian'), guest('Ann Poe', 'Beef')];
    const dinner = { choice: 'Salmon', dietary: 'No nuts' };
    expect((await change(member, id, { dinner, guests: withAnn })).status).toBe(200);
    expect((await listed(member, id)).waiting).toEqual(['Ann Poe']);
    expect((await get(member, id)).myBooking).toEqual({
      dinnerOnly: false,
      dinner,
      guests: [
        {
          name: 'jane doe',
          handicap: 18.4,
          dinner: { choice: 'Vegetarian', dietary: null },
          list: 'registered',
        },
        { name: 'Ann Poe', handicap: 18.4, dinner: { choice: 'Beef', dietary: null }, list: 'waiting' },
      ],
    });
    const changed = await mail.waitFor(
      (m) =>
        !!m.subject?.startsWith('Your booking for Spring Meeting has changed') &&
        /Ann Poe/.test(m.text ?? ''),
    );
    expect(changed.text).toContain('Your dinner: Salmon (dietary note: No nuts).');
    expect(changed.text).toContain('Ann Poe: is on the waiting list');

    // Another guest in Ann's stead (or her name spelt right) keeps her turn.
    const withAnne = [guest('jane doe', 'Vegetarian'), guest('Anne Poe', 'Beef')];
    expect((await change(member, id, { dinner, guests: withAnne })).status).toBe(200);
    expect((await listed(member, id)).waiting).toEqual(['Anne Poe']);

    // Taking every guest off frees Jane's place: no member waits, so it stays free.
    expect((await change(member, id, { guests: [] })).status).toBe(200);
    expect(await listed(member, id)).toEqual({
      registered: [member.id, otherMember.id],
      waiting: [],
      placesTaken: 2,
    });
    expect((await get(member, id)).myBooking).toMatchObject({ dinner: null, guests: [] });
  });

  test('a dinner-only booking keeps its guests to the dinner', async ({ db, member }) => {
    const id = await dinnerFixture(db, { places: 1 });
    await enter(member, id, { dinnerOnly: true, dinner: { choice: 'Beef' } });
    expect(
      (await change(member, id, { dinner: { choice: 'Beef' }, guests: [guest('Jane Doe', 'Salmon')] }))
        .status,
    ).toBe(200);
    expect((await get(member, id)).myBooking).toMatchObject({
      dinnerOnly: true,
      guests: [{ name: 'Jane Doe', list: 'dinner', dinner: { choice: 'Salmon', dietary: null } }],
    });
    // A dinner-only booking dines: its dinner must still be chosen from the menu.
    await expectFieldErrors(
      member,
      '/api/fixtures/booking',
      { fixtureId: id, dinner: null, guests: [] },
      { dinner: ['Choose Beef, Salmon or Vegetarian for the dinner'] },
    );
  });

  test('is refused after the withdrawal date, for a member not booked, past the guests allowed, and for a visitor', async ({
    db,
    member,
    otherMember,
    admin,
    visitor,
  }) => {
    const locked = await dinnerFixture(db, { withdraw_by: dayFromToday(-1) });
    await enter(member, locked, { guests: [guest('Jane Doe')] });
    const id = await dinnerFixture(db, { withdraw_by: dayFromToday(10) });
    await enter(member, id, { guests: [guest('Jane Doe')] });
    await expectFieldErrors(
      member,
      '/api/fixtures/booking',
      { fixtureId: id, guests: [guest('A B'), guest('C D'), guest('E F')] },
      { guests: ['You may bring at most 2 guests to this fixture'] },
    );
    // Only one's own booking: another member, or an administrator naming someone else, changes nothing of it.
    for (const c of [otherMember, admin])
      await expectFieldErrors(
        c,
        '/api/fixtures/booking',
        { fixtureId: id, userId: member.id, guests: [] },
        { '': ['You are not registered for this fixture'] },
      );
    expect((await get(member, id)).myBooking.guests).toHaveLength(1);
    expect((await visitor.post('/api/fixtures/booking', { fixtureId: id, guests: [] })).status).toBe(401);
    expect((await change(member, 999999, { guests: [] })).status).toBe(404);
    // A booking is a small form: a body of many kilobytes is refused before it is read.
    expect((await change(member, id, { guests: [], padding: 'x'.repeat(5000) })).status).toBe(413);

    const late = await change(member, locked, { guests: [] });
    expect(late.status).toBe(400);
    expect(late.json[''][0]).toMatch(
      /^The last day to withdraw was .*: please contact the fixture's manager$/,
    );
    expect((await get(member, locked)).myBooking.guests).toHaveLength(1);
  });
});

describe('who may book for whom', () => {
  test('a member books only for themself (403 otherwise); an administrator may book another with guests; a visitor gets 401', async ({
    db,
    member,
    otherMember,
    manager,
    admin,
    visitor,
  }) => {
    const id = await dinnerFixture(db);
    const body = { fixtureId: id, userId: member.id, guests: [guest('Jane Doe')] };
    expect((await visitor.post('/api/fixtures/enter', body)).status).toBe(401);
    expect((await otherMember.post('/api/fixtures/enter', body)).status).toBe(403);
    expect((await manager.post('/api/fixtures/enter', body)).status).toBe(403);
    expect((await otherMember.post('/api/fixtures/leave', { fixtureId: id, userId: member.id })).status).toBe(
      403,
    );
    expect((await admin.post('/api/fixtures/enter', body)).status).toBe(200);
    expect((await get(member, id)).myBooking.guests).toHaveLength(1);
    // The manager books himself and a guest like any member.
    expect((await enter(manager, id, { guests: [guest('Ann Poe')] })).status).toBe(200);
    expect((await admin.post('/api/fixtures/leave', { fixtureId: id, userId: member.id })).status).toBe(200);
    expect((await listed(member, id)).registered).toEqual([manager.id, 'Ann Poe']);
  });
});

describe('the fixture lists count guests', () => {
  test('a fixture whose places are taken by members and guests is Full', async ({
    db,
    member,
    otherMember,
  }) => {
    const id = await dinnerFixture(db, { places: 2 });
    await enter(member, id, { guests: [guest('Jane Doe')] });
    const row = (await otherMember.get(`/api/fixtures/listforuser/${otherMember.id}`)).json.find(
      (x: { id: number }) => x.id === id,
    );
    expect(row).toMatchObject({ signupLabel: 'Full', isSignedUp: false });
  });
});

describe('ten members each bringing a guest for the last five places at once', () => {
  test('never exceed the places, and every waiting member is promoted before any waiting guest', async ({
    db,
    newMember,
    admin,
  }) => {
    const id = await dinnerFixture(db, { places: 7, guests_per_member: 1 });
    const early = [await newMember(), await newMember()];
    for (const m of early) expect((await enter(m, id)).status).toBe(200);
    const ten: MemberClient[] = [];
    for (let i = 0; i < 10; i += 1)
      ten.push(await newMember({ first_name: `Racer${i}`, last_name: 'Golfer' }));
    const answers = await Promise.all(
      ten.map((m, i) => enter(m, id, { guests: [guest(`Guest${i} Friend`)] })),
    );
    expect(answers.map((r) => r.status)).toEqual(ten.map(() => 200));

    const rows = async () => ({
      members: await db
        .selectFrom('fixture_registrations')
        .select(['member_id', 'list', 'position'])
        .where('fixture_id', '=', id)
        .execute(),
      guests: await db
        .selectFrom('fixture_guests')
        .select(['host_id', 'list', 'position'])
        .where('fixture_id', '=', id)
        .execute(),
    });
    const placed = (r: Awaited<ReturnType<typeof rows>>) =>
      r.members.filter((m) => m.list === 'registered').length +
      r.guests.filter((g) => g.list === 'registered').length;
    let now = await rows();
    expect(placed(now)).toBe(7);
    expect(now.members).toHaveLength(12);
    expect(now.guests).toHaveLength(10);
    // No guest has a place while their host has none; each list's positions run 1, 2, 3 … across both tables.
    const hostsPlaced = new Set(now.members.filter((m) => m.list === 'registered').map((m) => m.member_id));
    for (const g of now.guests.filter((x) => x.list === 'registered'))
      expect(hostsPlaced.has(g.host_id)).toBe(true);
    for (const list of ['registered', 'waiting'] as const) {
      const positions = [...now.members, ...now.guests]
        .filter((x) => x.list === list)
        .map((x) => x.position)
        .sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
    // Of the five last places, the first two entrants took two each and the third the last one: 3 members.
    expect(now.members.filter((m) => m.list === 'registered')).toHaveLength(5);

    // Places for everyone: every waiting member is promoted before any waiting guest.
    const f = await get(admin, id);
    const edit = await admin.post('/api/fixtures/updatefixture', {
      id,
      year: f.year,
      event: f.event,
      startDate: f.startDate,
      endDate: f.endDate,
      canRegister: true,
      places: 30,
      guestsPerMember: 1,
      dinner: { choices: MENU, dinnerOnly: true },
    });
    expect(edit.status).toBe(200);
    now = await rows();
    expect(placed(now)).toBe(22);
    const promoted = (await auditRows(db, { action: 'promote', entityId: id })).map((a) =>
      'memberId' in JSON.parse(a.after_json!) ? 'member' : 'guest',
    );
    expect(promoted).toEqual([...Array(7).fill('member'), ...Array(8).fill('guest')]);
  }, 60_000);
});

describe('Edit Fixture with bookings in place', () => {
  test('fewer guests, a choice off the menu or no dinner-only places is refused naming how many bookings; confirmed, the bookings change and their members are told', async ({
    db,
    member,
    otherMember,
    newMember,
    admin,
    mail,
  }) => {
    const id = await dinnerFixture(db, { places: 3 });
    const diner = await newMember({ first_name: 'Dora', last_name: 'Diner' });
    await enter(member, id, {
      dinner: { choice: 'Salmon' },
      guests: [guest('Jane Doe', 'Salmon'), guest('John Roe', 'Beef')],
    });
    await enter(otherMember, id);
    await enter(diner, id, { dinnerOnly: true, dinner: { choice: 'Beef' } });
    const edit = { ...(await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json, guestsPerMember: 1 };
    edit.dinner = { choices: ['Beef', 'Vegetarian'], dinnerOnly: false };

    await expectFieldErrors(admin, '/api/fixtures/updatefixture', edit, {
      confirmBookingChanges: [
        '2 bookings would change (1 brings more guests than the 1 now allowed; 1 chose Salmon, no longer on the menu; 1 is for the dinner only, no longer offered): tick the box to change them and e-mail their members',
      ],
    });
    expect((await get(member, id)).myBooking.guests).toHaveLength(2);
    expect((await get(admin, id)).guestsPerMember).toBe(2);

    expect(
      (await admin.post('/api/fixtures/updatefixture', { ...edit, confirmBookingChanges: true })).status,
    ).toBe(200);
    // John, the last added, goes: his place is the waiting member's. Salmon is cleared for Peter and Jane.
    expect(await listed(member, id)).toEqual({
      registered: [member.id, 'Jane Doe', otherMember.id],
      waiting: [],
      placesTaken: 3,
    });
    expect((await get(member, id)).myBooking).toEqual({
      dinnerOnly: false,
      dinner: { choice: null, dietary: null },
      guests: [
        { name: 'Jane Doe', handicap: 18.4, dinner: { choice: null, dietary: null }, list: 'registered' },
      ],
    });
    expect((await get(diner, id)).myBooking).toBeNull();

    const told = await mail.waitFor({
      to: member.email,
      subject: /Your booking for Spring Meeting has changed/,
    });
    expect(told.text).toContain(
      'Each member may now bring at most 1 guest, so John Roe is no longer booked.',
    );
    expect(told.text).toContain(
      "Salmon is no longer on the menu, so the dinner of you and your guest Jane Doe is not chosen: please choose again on the fixture's page (Beef or Vegetarian).",
    );
    const cancelled = await mail.waitFor({
      to: diner.email,
      subject: /Your booking for Spring Meeting has changed/,
    });
    expect(cancelled.text).toContain(
      'Dinner-only places are no longer offered, so your dinner-only booking is cancelled.',
    );
    expect(cancelled.text).toContain('You no longer have a booking for this fixture.');
    await mail.waitFor({ to: otherMember.email, subject: /You have a place in Spring Meeting/ });
    const [changed] = await auditRows(db, { action: 'change-bookings', entityId: id });
    expect(JSON.parse(changed!.after_json!)).toMatchObject({ bookings: 2 });
    await mail.settled();
    expect(mail.to(member.email).filter((m) => /has changed/.test(m.subject ?? ''))).toHaveLength(1);
  });

  test('removing the dinner while members dine is refused, and confirmed they no longer dine', async ({
    db,
    member,
    admin,
  }) => {
    const id = await dinnerFixture(db);
    await enter(member, id, { dinner: { choice: 'Beef' }, guests: [guest('Jane Doe', 'Beef')] });
    const edit = { ...(await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json, dinner: null };
    await expectFieldErrors(admin, '/api/fixtures/updatefixture', edit, {
      confirmBookingChanges: [
        '1 booking would change (1 includes the dinner, now removed): tick the box to change them and e-mail their members',
      ],
    });
    expect(
      (await admin.post('/api/fixtures/updatefixture', { ...edit, confirmBookingChanges: true })).status,
    ).toBe(200);
    expect((await get(member, id)).myBooking).toMatchObject({
      dinner: null,
      guests: [{ name: 'Jane Doe', dinner: null }],
    });
    // An edit that changes no booking needs no confirmation.
    const again = {
      ...(await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json,
      comments: 'Jackets at lunch',
    };
    expect((await admin.post('/api/fixtures/updatefixture', again)).status).toBe(200);
  });
});
