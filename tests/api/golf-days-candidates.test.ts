// A fixture's manager adds a member on their behalf, found by name; only that fixture's managers and
// administrators may search, and the answer holds no more than the screen needs.
import { describe, expect } from 'vitest';
import { createMember, type TestMember } from '../helpers/factories';
import { test as harness } from '../helpers/harness';
import type { TestClient } from '../helpers/http-client';

/** The members every test searches among, and the manager's fixture given four places. */
const test = harness
  .extend('people', { auto: true }, async ({ db, manager }) => {
    await db.updateTable('fixtures').set({ places: 4 }).where('id', '=', manager.fixtureId).execute();
    const people: Record<string, TestMember> = {};
    people.henry = await createMember(db, { first_name: 'Henry', last_name: 'Cotton', house: 'Grange' });
    people.harry = await createMember(db, { first_name: 'Harry', last_name: 'Vardon', year_left: 1980 });
    people.pending = await createMember(db, {
      first_name: 'Henrietta',
      last_name: 'Cotton',
      approval: 'pending',
    });
    people.percent = await createMember(db, { first_name: 'Odd', last_name: '100%_Golfer' });
    people.unlisted = await createMember(db, {
      first_name: 'Ivy',
      last_name: 'Irons',
      email: 'ivy.irons@example.com',
      listed: 0,
      show_email: 0,
    });
    return people;
  })
  .extend(
    'search',
    async ({ manager }) =>
      (c: TestClient, name: string) =>
        c.get(`/api/fixtures/players/${manager.fixtureId}/candidates?name=${encodeURIComponent(name)}`),
  );

describe('finding a member to add to a fixture', () => {
  test('finds approved members by first, last or whole name, any case, with only name, year left and house', async ({
    search,
    people,
    manager,
  }) => {
    const res = await search(manager, 'cOTTon');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { memberId: people.henry.id, name: 'Henry Cotton', yearLeft: expect.anything(), house: 'Grange' },
    ]);
    expect(Object.keys(res.json[0]).sort()).toEqual(['house', 'memberId', 'name', 'yearLeft']);
    expect((await search(manager, 'harry vard')).json.map((r: { name: string }) => r.name)).toEqual([
      'Harry Vardon',
    ]);
  });

  test('leaves out members already on the fixture’s lists', async ({ search, db, manager }) => {
    const walter = await createMember(db, { first_name: 'Walter', last_name: 'Hagen' });
    expect((await search(manager, 'Hagen')).json).toHaveLength(1);
    expect(
      (await manager.post('/api/fixtures/players/add', { fixtureId: manager.fixtureId, memberId: walter.id }))
        .json,
    ).toBe(true);
    expect((await search(manager, 'Hagen')).json).toEqual([]);
  });

  test('takes % and _ as letters, not wildcards', async ({ search, manager }) => {
    expect((await search(manager, '%_')).json.map((r: { name: string }) => r.name)).toEqual([
      'Odd 100%_Golfer',
    ]);
  });

  test('asks for at least two letters', async ({ search, manager }) => {
    const res = await search(manager, ' h ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Type at least two letters of the name');
  });

  test('is for the fixture’s managers and administrators only', async ({
    search,
    visitor,
    otherMember,
    admin,
  }) => {
    expect((await search(otherMember, 'Vardon')).status).toBe(403);
    expect((await search(visitor, 'Vardon')).status).toBe(401);
    expect((await search(admin, 'Vardon')).json).toHaveLength(1);
    expect((await admin.get('/api/fixtures/players/99999/candidates?name=Vardon')).status).toBe(404);
  });
});

describe('members who chose not to be listed in Member Search', () => {
  test('are found by a manager only by their whole e-mail address, in any case', async ({
    search,
    people,
    manager,
  }) => {
    for (const text of ['ir', 'Irons', 'Ivy Irons', 'ivy.irons', 'ivy.irons@example', '@example.com']) {
      const names = (await search(manager, text)).json.map((r: { name: string }) => r.name);
      expect(names, text).not.toContain('Ivy Irons');
    }
    const res = await search(manager, ' IVY.Irons@Example.com ');
    expect(res.json).toEqual([
      { memberId: people.unlisted.id, name: 'Ivy Irons', yearLeft: 1985, house: 'Kipling' },
    ]);
  });

  test('are found by name by an administrator, who sees everyone', async ({ search, admin }) => {
    expect((await search(admin, 'irons')).json.map((r: { name: string }) => r.name)).toEqual(['Ivy Irons']);
  });

  test("cannot be found by a listed member's address either, unless it is whole", async ({
    search,
    db,
    manager,
  }) => {
    const listed = await createMember(db, { first_name: 'Lena', last_name: 'Listed' });
    expect((await search(manager, listed.email.slice(0, 8))).json).toEqual([]);
    expect((await search(manager, listed.email)).json.map((r: { name: string }) => r.name)).toEqual([
      'Lena Listed',
    ]);
  });

  test('are added by a manager only with their whole e-mail address, so an id alone shows nothing of them', async ({
    db,
    manager,
  }) => {
    const una = await createMember(db, { first_name: 'Una', last_name: 'Unlisted', listed: 0 });
    const add = (c: TestClient, body: object) =>
      c.post('/api/fixtures/players/add', { fixtureId: manager.fixtureId, memberId: una.id, ...body });
    for (const body of [{}, { email: 'someone.else@example.com' }, { email: una.email.slice(0, -1) }]) {
      const res = await add(manager, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        '': [
          'This member is not listed in Member Search: find them by their whole e-mail address to add them',
        ],
      });
    }
    const players = await manager.get(`/api/fixtures/players/${manager.fixtureId}`);
    expect(JSON.stringify(players.json)).not.toContain(una.email);
    expect((await add(manager, { email: ` ${una.email.toUpperCase()} ` })).json).toBe(true);
    const rows = (await manager.get(`/api/fixtures/players/${manager.fixtureId}`)).json;
    expect([...rows.registered, ...rows.waiting].map((r: { email: string }) => r.email)).toContain(una.email);
  });

  test('are added by an administrator by id alone', async ({ db, manager, admin }) => {
    const uri = await createMember(db, { first_name: 'Uri', last_name: 'Unlisted', listed: 0 });
    expect(
      (await admin.post('/api/fixtures/players/add', { fixtureId: manager.fixtureId, memberId: uri.id }))
        .json,
    ).toBe(true);
  });
});
