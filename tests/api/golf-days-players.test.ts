import { describe, expect } from 'vitest';
import { auditRows } from '../helpers/audit-log';
import { createMember, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { harnessWith, type MemberClient } from '../helpers/harness';
import type { TestClient } from '../helpers/http-client';
import { playersCsv } from '../helpers/players-csv';

const ids = (rows: { memberId: number }[]) => rows.map((r) => r.memberId);
const add = (c: TestClient, fixtureId: number, memberId: number) =>
  c.post('/api/fixtures/players/add', { fixtureId, memberId });
const move = (c: TestClient, fixtureId: number, memberId: number, list: string, position: number) =>
  c.post('/api/fixtures/players/move', { fixtureId, memberId, list, position });

/**
 * The manager's match (two places; his address among its managers' in capitals) with three members to play in
 * it, and a fixture he does not manage.
 */
const test = harnessWith({ env: { SOCIETY_NAME: 'Test Golf Society' } })
  .extend('match', async ({ db, manager }) => {
    const players: TestMember[] = [];
    for (const [first, house] of [
      ['Alan', 'School'],
      ['Bill', '=HYPERLINK("x")'],
      ['Carl', 'Grange'],
    ]) {
      players.push(await createMember(db, { first_name: first, last_name: 'Player', house, handicap: 12 }));
    }
    const fixtureId = await createFixture(db, {
      start_date: dayFromToday(30),
      places: 2,
      event: 'Match v Old Rivals',
      manager_email_addresses: `someone@example.com;${manager.email.toUpperCase()}`,
    });
    const otherFixture = await createFixture(db, {
      start_date: dayFromToday(31),
      manager_email_addresses: 'x@example.com',
    });
    return { fixtureId, otherFixture, players };
  })
  // The manager's steps of the afternoon below, without their checks: `stepsBefore(n)` takes the lists to where
  // the step n found them.
  .extend('stepsBefore', async ({ manager, match: { fixtureId, players } }) => {
    const steps: ((m: MemberClient) => Promise<unknown>)[] = [
      async (m) => {
        for (const p of players) await add(m, fixtureId, p.id);
      },
      async () => {},
      async () => {
        await move(manager, fixtureId, players[0].id, 'waiting', 2);
        await move(manager, fixtureId, players[2].id, 'registered', 1);
      },
      (m) => m.post('/api/fixtures/players/remove', { fixtureId, memberId: players[1].id }),
    ];
    return async (step: number) => {
      for (const s of steps.slice(0, step - 1)) await s(manager);
    };
  });

// One manager's afternoon, in order: each step starts from the lists the step before left, so a test first
// replays (without their checks) the steps before it.
describe('a fixture’s players, step by step', () => {
  describe('Players screen routes', () => {
    test("lets the fixture's manager add members (the third to the waiting list), list them and download a CSV", async ({
      match: { fixtureId, players },
      manager,
      mail,
    }) => {
      for (const p of players) expect((await add(manager, fixtureId, p.id)).json).toBe(true);
      const res = await manager.get(`/api/fixtures/players/${fixtureId}`);
      expect(res.status).toBe(200);
      expect(ids(res.json.registered)).toEqual([players[0].id, players[1].id]);
      expect(ids(res.json.waiting)).toEqual([players[2].id]);
      expect(res.json.registered[0]).toMatchObject({
        name: 'Alan Player',
        email: players[0].email,
        handicap: 12,
        house: 'School',
        team: null,
      });
      await mail.waitFor({ to: players[2].email, subject: /number 1 on the waiting/ });

      const rows = await playersCsv(manager, fixtureId);
      expect(rows).toHaveLength(3);
      expect(rows[1][6]).toBe(`'=HYPERLINK("x")`);
      expect(rows[2].slice(0, 3)).toEqual(['Waiting', '1', 'Carl Player']);
      // As a spreadsheet should show it: the mobile keeps its 0, the handicap as golfers write it, the time in
      // London in UK order, the team in words.
      const [d, m, y, hh, mm] = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(res.json.registered[0].registeredAt))
        .filter((p) => p.type !== 'literal')
        .map((p) => p.value);
      expect(rows[0].slice(4, 6)).toEqual(['07700 900123', '12.0']);
      expect(rows[0][8]).toBe(`${d}/${m}/${y} ${hh}:${mm}`);
      expect(rows[0][9]).toBe('');

      const again = await add(manager, fixtureId, players[0].id);
      expect(again.status).toBe(400);
      expect(again.json).toEqual({ '': ['That member is already on this fixture'] });
      const ghost = await add(manager, fixtureId, 999999);
      expect(ghost.status).toBe(404);
      expect(ghost.json).toEqual({ '': ['Member not found'] });
    });

    test('refuses another member and a manager acting on another fixture (403), and a visitor (401)', async ({
      match: { fixtureId, otherFixture, players },
      stepsBefore,
      visitor,
      otherMember,
      manager,
      admin,
    }) => {
      await stepsBefore(2);
      expect((await otherMember.get(`/api/fixtures/players/${fixtureId}`)).status).toBe(403);
      const res = await add(manager, otherFixture, players[0].id);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ '': ["Only this fixture's managers can manage its players"] });
      expect((await manager.get(`/api/fixtures/players/${otherFixture}/csv`)).status).toBe(403);
      expect((await visitor.get(`/api/fixtures/players/${fixtureId}`)).status).toBe(401);
      expect((await admin.get(`/api/fixtures/players/${otherFixture}`)).status).toBe(200);
      expect((await manager.get('/api/fixtures/players/999999')).status).toBe(404);
      const fixture = (await manager.get(`/api/Fixtures/Get/${fixtureId}`)).json;
      expect(fixture.canManage).toBe(true);
      expect((await otherMember.get(`/api/Fixtures/Get/${fixtureId}`)).json.canManage).toBe(false);
    });

    test('moves between the lists and reorders; a full list refuses a move onto it', async ({
      match: { fixtureId, players },
      stepsBefore,
      manager,
      mail,
    }) => {
      await stepsBefore(3);
      let res = await move(manager, fixtureId, players[2].id, 'registered', 1);
      expect(res.status).toBe(400);
      expect(res.json['']![0]).toMatch(/^Every place is taken/);
      // Alan to the waiting list, second: Carl (first waiting) takes his place.
      res = await move(manager, fixtureId, players[0].id, 'waiting', 2);
      expect(res.json).toBe(true);
      let lists = (await manager.get(`/api/fixtures/players/${fixtureId}`)).json;
      expect(ids(lists.registered)).toEqual([players[1].id, players[2].id]);
      expect(ids(lists.waiting)).toEqual([players[0].id]);
      await mail.waitFor({ to: players[2].email, subject: /You have a place/ });
      res = await move(manager, fixtureId, players[2].id, 'registered', 1);
      expect(res.json).toBe(true);
      lists = (await manager.get(`/api/fixtures/players/${fixtureId}`)).json;
      expect(ids(lists.registered)).toEqual([players[2].id, players[1].id]);
      const bad = await move(manager, fixtureId, players[2].id, 'bench', 0);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json).sort()).toEqual(['list', 'position']);
    });

    test('removes a player: the first waiting takes the place, and everything is audited', async ({
      match: { fixtureId, players },
      stepsBefore,
      db,
      manager,
      mail,
    }) => {
      await stepsBefore(4);
      const res = await manager.post('/api/fixtures/players/remove', { fixtureId, memberId: players[1].id });
      expect(res.json).toBe(true);
      const lists = (await manager.get(`/api/fixtures/players/${fixtureId}`)).json;
      expect(ids(lists.registered)).toEqual([players[2].id, players[0].id]);
      expect(lists.waiting).toEqual([]);
      await mail.waitFor({ to: players[1].email, subject: /no longer on/ });
      const actions = (await auditRows(db, { entityId: fixtureId })).filter((a) => a.actor_id === manager.id);
      expect(new Set(actions.map((a) => a.action))).toEqual(
        new Set(['add-player', 'move-player', 'remove-player', 'promote']),
      );
    });
  });

  describe('the match team', () => {
    test('saves and publishes the team, e-mails each registered player their outcome, and shows it to members', async ({
      match: { fixtureId, players },
      stepsBefore,
      otherMember,
      manager,
      admin,
      mail,
    }) => {
      await stepsBefore(5);
      const bad = await manager.post('/api/fixtures/team', {
        fixtureId,
        selected: [players[1].id],
        reserves: [],
      });
      expect(bad.json).toEqual({ '': ['Only registered players can be chosen for the team'] });
      const early = await manager.post('/api/fixtures/team/publish', { fixtureId });
      expect(early.json).toEqual({ '': ['Select at least one player before publishing'] });
      expect((await manager.get(`/api/Fixtures/Get/${fixtureId}`)).json.team).toBeNull();

      await add(manager, fixtureId, players[1].id);
      await admin.post('/api/fixtures/updatefixture', {
        id: fixtureId,
        year: Number(dayFromToday(30).slice(0, 4)),
        event: 'Match v Old Rivals',
        startDate: dayFromToday(30),
        endDate: dayFromToday(30),
        canRegister: true,
        managerEmailAddresses: manager.email,
        places: 3,
      });
      const save = await manager.post('/api/fixtures/team', {
        fixtureId,
        selected: [players[2].id, players[0].id],
        reserves: [players[1].id],
      });
      expect(save.json).toBe(true);
      expect((await otherMember.post('/api/fixtures/team/publish', { fixtureId })).status).toBe(403);
      expect((await manager.post('/api/fixtures/team/publish', { fixtureId })).json).toBe(true);
      const outcome = (p: TestMember, re: RegExp) => mail.waitFor({ to: p.email, subject: re });
      await outcome(players[0], /^You are selected: Match v Old Rivals/);
      await outcome(players[2], /^You are selected/);
      await outcome(players[1], /^You are a reserve/);
      const team = (await otherMember.get(`/api/Fixtures/Get/${fixtureId}`)).json.team;
      expect(team).toEqual({
        selected: [
          { id: players[2].id, name: 'Carl Player' },
          { id: players[0].id, name: 'Alan Player' },
        ],
        reserves: [{ id: players[1].id, name: 'Bill Player' }],
      });
      const csv = await playersCsv(manager, fixtureId);
      const teamOf = (name: string) => csv.find((r) => r[2] === name)![9];
      expect([teamOf('Carl Player'), teamOf('Bill Player')]).toEqual(['Selected', 'Reserve']);
    });
  });
});

describe('what a manager sees of the players', () => {
  test('the e-mail and mobile of each member who entered, whatever their Member Search choices', async ({
    db,
    manager,
    admin,
    newMember,
  }) => {
    const f = await createFixture(db, {
      start_date: dayFromToday(40),
      manager_email_addresses: manager.email,
    });
    const hidden = await newMember({
      first_name: 'Ivy',
      last_name: 'Irons',
      mobile_number: '07700900999',
      listed: 0,
      show_email: 0,
    });
    expect((await hidden.post('/api/fixtures/enter', { fixtureId: f, userId: hidden.id })).json).toBe(true);
    for (const c of [manager, admin]) {
      const row = (await c.get(`/api/fixtures/players/${f}`)).json.registered[0];
      expect(row).toMatchObject({ memberId: hidden.id, email: hidden.email, mobileNumber: '07700900999' });
    }
  });
});

describe('publishing the team again', () => {
  test('e-mails only the players whose place changed, and those never told', async ({ db, manager }) => {
    const event = 'Match v Second Rivals';
    const f = await createFixture(db, {
      start_date: dayFromToday(45),
      event,
      manager_email_addresses: manager.email,
    });
    const [a, b, c, d] = await Promise.all(
      ['Ann', 'Ben', 'Cal', 'Dan'].map((first) => createMember(db, { first_name: first, last_name: 'Team' })),
    );
    for (const p of [a, b, c]) expect((await add(manager, f, p.id)).json).toBe(true);
    const told = async () => {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject'])
        .where('subject', 'like', `%: ${event}%`)
        .where('subject', 'not like', 'You have a place%')
        .orderBy('id')
        .execute();
      const who = new Map([a, b, c, d].map((p) => [p.email, p.firstName]));
      return rows.map((r) => `${who.get(r.to_address)}: ${r.subject.split(':')[0]}`);
    };
    const team = async (selected: TestMember[], reserves: TestMember[]) => {
      const ids = (l: TestMember[]) => l.map((p) => p.id);
      const body = { fixtureId: f, selected: ids(selected), reserves: ids(reserves) };
      expect((await manager.post('/api/fixtures/team', body)).json).toBe(true);
      expect((await manager.post('/api/fixtures/team/publish', { fixtureId: f })).json).toBe(true);
    };

    await team([a], [b]);
    expect(await told()).toEqual([
      'Ann: You are selected',
      'Ben: You are a reserve',
      'Cal: Not chosen this time',
    ]);
    await team([a], [b]);
    expect(await told()).toHaveLength(3);

    await team([a, b], [c]);
    expect((await told()).slice(3)).toEqual(['Ben: You are selected', 'Cal: You are a reserve']);

    expect((await add(manager, f, d.id)).json).toBe(true);
    await team([a, b], [c]);
    expect((await told()).slice(5)).toEqual(['Dan: Not chosen this time']);
  });
});
