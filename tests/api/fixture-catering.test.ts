import { describe, expect } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import Papa from 'papaparse';
import type { Db } from '../../src/server/db/database';
import type { SignedInMember } from '../../src/server/fastify-types';
import { getCatering } from '../../src/server/modules/fixtures/fixture-catering.service';
import { getPlayers } from '../../src/server/modules/fixtures/fixture-players.service';
import { bookMember, withDinner } from '../helpers/bookings';
import { playersCsv } from '../helpers/players-csv';
import { createMember, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test as harness } from '../helpers/harness';

const MENU = ['Beef', 'Salmon', 'Vegetarian'];
const DATE = dayFromToday(40);

/**
 * The worked example: the manager's Autumn Dinner (five places, all taken; Beef, Salmon or Vegetarian; dinner-only
 * places). Alan plays and dines, with a guest who plays and one who waits; Bill plays without dining, his guest
 * plays and dines; Eve plays and dines but has not chosen; Cath waits with her guest, both dining; Dora and her
 * guest come for the dinner only.
 */
const test = harness.extend('dinner', async ({ db, manager }) => {
  const fixtureId = await createFixture(db, {
    start_date: DATE,
    event: 'Autumn Dinner – Rye',
    places: 5,
    manager_email_addresses: manager.email,
    ...withDinner(MENU, { dinnerOnly: true }),
  });
  const people: Record<string, TestMember> = {};
  for (const [first, last] of [
    ['Alan', 'Host'],
    ['Bill', 'Player'],
    ['Cath', 'Waiting'],
    ['Dora', 'Diner'],
    ['Eve', 'Undecided'],
  ]) {
    people[first] = await createMember(db, { first_name: first, last_name: last });
  }
  const { Alan, Bill, Cath, Dora, Eve } = people;
  await bookMember(db, fixtureId, Alan.id, {
    dinner: { choice: 'Beef', dietary: 'No shellfish' },
    guests: [
      { name: 'Jane Doe', handicap: 18.4, dinner: { choice: 'Salmon', dietary: 'Coeliac' } },
      { name: 'Bob Waiter', list: 'waiting', dinner: { choice: 'Beef', dietary: 'Nut allergy' } },
    ],
  });
  await bookMember(db, fixtureId, Bill.id, {
    guests: [{ name: 'Carl Friend', handicap: -1.2, dinner: { choice: 'Beef' } }],
  });
  await bookMember(db, fixtureId, Cath.id, {
    list: 'waiting',
    dinner: { choice: 'Salmon', dietary: 'Vegan' },
    guests: [{ name: 'Dan Later', dinner: { choice: 'Beef', dietary: 'Halal' } }],
  });
  await bookMember(db, fixtureId, Dora.id, {
    list: 'dinner',
    dinner: { choice: 'Salmon', dietary: 'No pork' },
    guests: [{ name: 'Ed Friend', dinner: { choice: 'Beef', dietary: '=cmd|calc' } }],
  });
  await bookMember(db, fixtureId, Eve.id, { dinner: { choice: null } });
  return { fixtureId, people };
});

const catering = (fixtureId: number) => `/api/fixtures/players/${fixtureId}/catering`;

/** The answer for the worked example. */
const WORKED_EXAMPLE = {
  golfers: 3,
  guests: 2,
  dinners: { total: 6, byChoice: { Beef: 3, Salmon: 2, Vegetarian: 0 } },
  dinnerOnly: 2,
  dietary: [
    { name: 'Alan Host', note: 'No shellfish' },
    { name: 'Jane Doe (guest of Alan Host)', note: 'Coeliac' },
    { name: 'Dora Diner', note: 'No pork' },
    { name: 'Ed Friend (guest of Dora Diner)', note: '=cmd|calc' },
  ],
};

/** A CSV's rows, once its lines are seen to end in CRLF (as a spreadsheet on any system reads them). */
const parse = (text: string) => {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim()).data;
};

describe('who may see the caterer’s numbers', () => {
  test('the fixture’s manager and an administrator; no other member, no visitor, no manager of another fixture', async ({
    db,
    dinner: { fixtureId },
    visitor,
    member,
    manager,
    admin,
  }) => {
    const elsewhere = await createFixture(db, {
      start_date: DATE,
      manager_email_addresses: 'someone.else@example.com',
      ...withDinner(MENU),
    });
    for (const suffix of ['', '/csv']) {
      const at = (id: number | string) => `/api/fixtures/players/${id}/catering${suffix}`;
      expect((await visitor.get(at(fixtureId))).status).toBe(401);
      const refused = await member.get(at(fixtureId));
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ '': ["Only this fixture's managers can manage its players"] });
      expect((await manager.get(at(elsewhere))).status).toBe(403);
      expect((await manager.get(at(fixtureId))).status).toBe(200);
      expect((await admin.get(at(fixtureId))).status).toBe(200);
      expect((await admin.get(at(elsewhere))).status).toBe(200);
      for (const client of [manager, admin]) {
        const unknown = await client.get(at(999999));
        expect(unknown.status).toBe(404);
        expect(unknown.json).toEqual({ '': ['Fixture not found'] });
        expect((await client.get(at('not-a-fixture'))).status).toBe(404);
      }
    }
  });
});

describe('the caterer’s numbers', () => {
  test('count golfers, guests with a place, dinners by choice (0 for a choice no one made), dinner only and dietary notes', async ({
    dinner: { fixtureId },
    manager,
  }) => {
    const res = await manager.get(catering(fixtureId));
    expect(res.status).toBe(200);
    expect(res.json).toEqual(WORKED_EXAMPLE);
    // The menu's order, so the caterer reads the choices as the fixture offers them.
    expect(Object.keys(res.json.dinners.byChoice)).toEqual(MENU);
  });

  test('count no one on the waiting list, members or guests, however they dine', async ({
    db,
    dinner: { fixtureId },
    manager,
  }) => {
    const late = await createMember(db, { first_name: 'Liam', last_name: 'Late' });
    await bookMember(db, fixtureId, late.id, {
      list: 'waiting',
      dinner: { choice: 'Vegetarian', dietary: 'No dairy' },
      guests: [{ name: 'Lola Late', dinner: { choice: 'Vegetarian', dietary: 'No eggs' } }],
    });
    expect((await manager.get(catering(fixtureId))).json).toEqual(WORKED_EXAMPLE);
    // Given a place, the same booking counts: the waiting list was all that kept it out.
    await db
      .updateTable('fixture_registrations')
      .set({ list: 'registered' })
      .where('member_id', '=', late.id)
      .execute();
    await db
      .updateTable('fixture_guests')
      .set({ list: 'registered' })
      .where('host_id', '=', late.id)
      .execute();
    const now = (await manager.get(catering(fixtureId))).json;
    expect(now).toMatchObject({
      golfers: 4,
      guests: 3,
      dinners: { total: 8, byChoice: { Beef: 3, Salmon: 2, Vegetarian: 2 } },
      dinnerOnly: 2,
    });
    // Liam's place keeps his number from the waiting list (4), so he reads between Bill (3) and Eve (5).
    expect(now.dietary).toEqual([
      ...WORKED_EXAMPLE.dietary.slice(0, 2),
      { name: 'Liam Late', note: 'No dairy' },
      { name: 'Lola Late (guest of Liam Late)', note: 'No eggs' },
      ...WORKED_EXAMPLE.dietary.slice(2),
    ]);
  });

  test('a dinner without a menu choice counts in the total only; a fixture without a dinner counts no dinners', async ({
    db,
    manager,
  }) => {
    const [a, b] = [await createMember(db), await createMember(db)];
    const noChoice = await createFixture(db, {
      start_date: DATE,
      manager_email_addresses: manager.email,
      ...withDinner([]),
    });
    await bookMember(db, noChoice, a.id, { dinner: {}, guests: [{ name: 'Gus Guest', dinner: {} }] });
    await bookMember(db, noChoice, b.id);
    expect((await manager.get(catering(noChoice))).json).toEqual({
      golfers: 2,
      guests: 1,
      dinners: { total: 2, byChoice: {} },
      dinnerOnly: 0,
      dietary: [],
    });
    const csv = parse((await manager.get(`${catering(noChoice)}/csv`)).text);
    expect(csv.map((r) => r[0])).toEqual([
      'Item',
      'Members playing',
      'Guests playing',
      'Dinners',
      'Dinner only',
    ]);
    const players = await playersCsv(manager, noChoice);
    expect(players.map((r) => r[11])).toEqual(['Yes', 'Yes', 'No']);

    // A stray flag on a fixture with no dinner at all counts nothing and shows nothing.
    const noDinner = await createFixture(db, { start_date: DATE, manager_email_addresses: manager.email });
    await bookMember(db, noDinner, a.id, { dinner: { choice: 'Beef', dietary: 'Nuts' } });
    expect((await manager.get(catering(noDinner))).json).toEqual({
      golfers: 1,
      guests: 0,
      dinners: { total: 0, byChoice: {} },
      dinnerOnly: 0,
      dietary: [],
    });
    const row = (await manager.get(`/api/fixtures/players/${noDinner}`)).json.registered[0];
    expect(row).toMatchObject({ memberId: a.id, guests: [], dinner: null });
  });

  test('as a CSV for the caterer: the counts, a row per dietary note, a file named after the fixture', async ({
    dinner: { fixtureId },
    manager,
  }) => {
    const res = await manager.get(`${catering(fixtureId)}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="catering-autumn-dinner-rye-${DATE}.csv"`,
    );
    // The byte order mark (fetch's text() drops it), so that Excel reads the file as UTF-8.
    const raw = await fetch(`${manager.baseUrl}${catering(fixtureId)}/csv`, {
      headers: { cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parse(res.text)).toEqual([
      ['Item', 'Count', 'Name', 'Dietary Note'],
      ['Members playing', '3', '', ''],
      ['Guests playing', '2', '', ''],
      ['Dinners', '6', '', ''],
      ['Dinner: Beef', '3', '', ''],
      ['Dinner: Salmon', '2', '', ''],
      ['Dinner: Vegetarian', '0', '', ''],
      ['Dinner: not chosen yet', '1', '', ''],
      ['Dinner only', '2', '', ''],
      ['Dietary note', '', 'Alan Host', 'No shellfish'],
      ['Dietary note', '', 'Jane Doe (guest of Alan Host)', 'Coeliac'],
      ['Dietary note', '', 'Dora Diner', 'No pork'],
      // A note a spreadsheet would run as a formula is made inert.
      ['Dietary note', '', 'Ed Friend (guest of Dora Diner)', "'=cmd|calc"],
    ]);
  });
});

describe('the Players screen with guests and dinners', () => {
  test('shows each member’s dinner and guests under them, a waiting guest under a host who plays, and the dinner-only bookings', async ({
    dinner: { fixtureId, people },
    manager,
  }) => {
    const res = await manager.get(`/api/fixtures/players/${fixtureId}`);
    expect(res.status).toBe(200);
    const p = res.json;
    const names = (rows: { name: string }[]) => rows.map((r) => r.name);
    expect(names(p.registered)).toEqual(['Alan Host', 'Bill Player', 'Eve Undecided']);
    expect(names(p.waiting)).toEqual(['Cath Waiting']);
    expect(names(p.dinnerOnly)).toEqual(['Dora Diner']);
    expect(p.registered[0]).toMatchObject({
      memberId: people.Alan.id,
      dinner: { choice: 'Beef', dietary: 'No shellfish' },
      guests: [
        {
          name: 'Jane Doe',
          handicap: 18.4,
          dinner: { choice: 'Salmon', dietary: 'Coeliac' },
          list: 'registered',
        },
        {
          name: 'Bob Waiter',
          handicap: null,
          dinner: { choice: 'Beef', dietary: 'Nut allergy' },
          list: 'waiting',
        },
      ],
    });
    expect(p.registered[1]).toMatchObject({
      dinner: null,
      guests: [
        {
          name: 'Carl Friend',
          handicap: -1.2,
          dinner: { choice: 'Beef', dietary: null },
          list: 'registered',
        },
      ],
    });
    expect(p.registered[2]).toMatchObject({ dinner: { choice: null, dietary: null }, guests: [] });
    expect(p.waiting[0].guests).toEqual([
      { name: 'Dan Later', handicap: null, dinner: { choice: 'Beef', dietary: 'Halal' }, list: 'waiting' },
    ]);
    expect(p.dinnerOnly[0]).toMatchObject({
      memberId: people.Dora.id,
      email: people.Dora.email,
      dinner: { choice: 'Salmon', dietary: 'No pork' },
      guests: [{ name: 'Ed Friend', dinner: { choice: 'Beef', dietary: '=cmd|calc' }, list: 'dinner' }],
    });
  });

  test('the players CSV has each guest as a row under their host, and everyone’s dinner and dietary note', async ({
    dinner: { fixtureId },
    manager,
  }) => {
    const rows = await playersCsv(manager, fixtureId);
    const pick = (r: string[]) => [r[0], r[1], r[2], r[5], r[10], r[11], r[12]];
    expect(rows.map(pick)).toEqual([
      ['Registered', '1', 'Alan Host', '12.0', '', 'Beef', 'No shellfish'],
      ['Registered', '', 'Jane Doe', '18.4', 'Alan Host', 'Salmon', 'Coeliac'],
      ['Waiting', '', 'Bob Waiter', '', 'Alan Host', 'Beef', 'Nut allergy'],
      ['Registered', '2', 'Bill Player', '12.0', '', 'No', ''],
      ['Registered', '', 'Carl Friend', '+1.2', 'Bill Player', 'Beef', ''],
      ['Registered', '3', 'Eve Undecided', '12.0', '', 'Not chosen', ''],
      ['Waiting', '1', 'Cath Waiting', '12.0', '', 'Salmon', 'Vegan'],
      ['Waiting', '', 'Dan Later', '', 'Cath Waiting', 'Beef', 'Halal'],
      ['Dinner only', '1', 'Dora Diner', '12.0', '', 'Salmon', 'No pork'],
      ['Dinner only', '', 'Ed Friend', '', 'Dora Diner', 'Beef', "'=cmd|calc"],
    ]);
    // A guest has no contact details, house or sign-up time of their own.
    expect(rows[1].slice(3, 10)).toEqual(['', '', '18.4', '', '', '', '']);
  });

  test('reads the lists in the same number of queries however many players and guests there are', async ({
    db,
    manager,
    admin,
  }) => {
    const actor: SignedInMember = {
      id: admin.id,
      isAdmin: true,
      sessionId: 0,
      expiresAt: '',
      via: 'cookie',
      passwordFreeUntil: null,
    } as SignedInMember;
    const queriesFor = async (players: number) => {
      const fixtureId = await createFixture(db, {
        start_date: DATE,
        manager_email_addresses: manager.email,
        ...withDinner(MENU),
      });
      for (let i = 0; i < players; i += 1) {
        const m = await createMember(db);
        await bookMember(db, fixtureId, m.id, {
          list: i % 3 === 2 ? 'waiting' : 'registered',
          dinner: { choice: MENU[i % 3] },
          guests: [{ name: `Guest ${i}`, dinner: { choice: 'Beef' } }],
        });
      }
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const counted = db.withPlugin(counter) as Db;
      const players_ = await getPlayers(counted, actor, fixtureId);
      const catering_ = await getCatering(counted, actor, fixtureId);
      expect(players_.registered.length + players_.waiting.length).toBe(players);
      expect(catering_.guests).toBe(players - Math.floor(players / 3));
      return queries;
    };
    const few = await queriesFor(1);
    expect(await queriesFor(30)).toBe(few);
    // The fixture, its members' registrations and its guests: once each, for each of the two answers.
    expect(few).toBe(6);
  });
});
