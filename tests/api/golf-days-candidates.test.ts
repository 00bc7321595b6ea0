// Issue 19: a fixture's manager adds a member on their behalf, found by name; only that fixture's managers and
// administrators may search, and the answer holds no more than the screen needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import type { TestClient } from '../helpers/http-client';

let t: TestApp;
let manager: TestMember;
let mc: TestClient;
let oc: TestClient;
let ac: TestClient;
let fixtureId: number;
const found: Record<string, TestMember> = {};

beforeAll(async () => {
  t = await startTestApp();
  manager = await createMember(t.db, { first_name: 'Mary', last_name: 'Manager' });
  mc = t.client();
  await signInAs(mc, t.db, manager.id);
  oc = t.client();
  await signInAs(oc, t.db, (await createMember(t.db)).id);
  ac = t.client();
  await signInAs(ac, t.db, (await createAdmin(t.db)).id);
  found.henry = await createMember(t.db, { first_name: 'Henry', last_name: 'Cotton', house: 'Grange' });
  found.harry = await createMember(t.db, { first_name: 'Harry', last_name: 'Vardon', year_left: 1980 });
  found.pending = await createMember(t.db, {
    first_name: 'Henrietta',
    last_name: 'Cotton',
    approval: 'pending',
  });
  found.percent = await createMember(t.db, { first_name: 'Odd', last_name: '100%_Golfer' });
  found.unlisted = await createMember(t.db, {
    first_name: 'Ivy',
    last_name: 'Irons',
    email: 'ivy.irons@example.com',
    listed: 0,
    show_email: 0,
  });
  fixtureId = await createFixture(t.db, {
    start_date: dayFromToday(20),
    places: 4,
    manager_email_addresses: manager.email,
  });
});
afterAll(() => t.close());

const search = (c: TestClient, name: string) =>
  c.get(`/api/fixtures/players/${fixtureId}/candidates?name=${encodeURIComponent(name)}`);

describe('finding a member to add to a fixture', () => {
  it('finds approved members by first, last or whole name, any case, with only name, year left and house', async () => {
    const res = await search(mc, 'cOTTon');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { memberId: found.henry.id, name: 'Henry Cotton', yearLeft: expect.anything(), house: 'Grange' },
    ]);
    expect(Object.keys(res.json[0]).sort()).toEqual(['house', 'memberId', 'name', 'yearLeft']);
    expect((await search(mc, 'harry vard')).json.map((r: { name: string }) => r.name)).toEqual([
      'Harry Vardon',
    ]);
  });

  it('leaves out members already on the fixture’s lists', async () => {
    const walter = await createMember(t.db, { first_name: 'Walter', last_name: 'Hagen' });
    expect((await search(mc, 'Hagen')).json).toHaveLength(1);
    expect((await mc.post('/api/fixtures/players/add', { fixtureId, memberId: walter.id })).json).toBe(true);
    expect((await search(mc, 'Hagen')).json).toEqual([]);
  });

  it('takes % and _ as letters, not wildcards', async () => {
    expect((await search(mc, '%_')).json.map((r: { name: string }) => r.name)).toEqual(['Odd 100%_Golfer']);
  });

  it('asks for at least two letters', async () => {
    const res = await search(mc, ' h ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Type at least two letters of the name');
  });

  it('is for the fixture’s managers and administrators only', async () => {
    expect((await search(oc, 'Vardon')).status).toBe(403);
    expect((await search(t.client(), 'Vardon')).status).toBe(401);
    expect((await search(ac, 'Vardon')).json).toHaveLength(1);
    expect((await ac.get('/api/fixtures/players/99999/candidates?name=Vardon')).status).toBe(404);
  });
});

describe('members who chose not to be listed in Member Search', () => {
  it('are found by a manager only by their whole e-mail address, in any case', async () => {
    for (const text of ['ir', 'Irons', 'Ivy Irons', 'ivy.irons', 'ivy.irons@example', '@example.com']) {
      const names = (await search(mc, text)).json.map((r: { name: string }) => r.name);
      expect(names, text).not.toContain('Ivy Irons');
    }
    const res = await search(mc, ' IVY.Irons@Example.com ');
    expect(res.json).toEqual([
      { memberId: found.unlisted.id, name: 'Ivy Irons', yearLeft: 1985, house: 'Kipling' },
    ]);
  });

  it('are found by name by an administrator, who sees everyone', async () => {
    expect((await search(ac, 'irons')).json.map((r: { name: string }) => r.name)).toEqual(['Ivy Irons']);
  });

  it("cannot be found by a listed member's address either, unless it is whole", async () => {
    const listed = await createMember(t.db, { first_name: 'Lena', last_name: 'Listed' });
    expect((await search(mc, listed.email.slice(0, 8))).json).toEqual([]);
    expect((await search(mc, listed.email)).json.map((r: { name: string }) => r.name)).toEqual([
      'Lena Listed',
    ]);
  });

  it('are added by a manager only with their whole e-mail address, so an id alone shows nothing of them', async () => {
    const una = await createMember(t.db, { first_name: 'Una', last_name: 'Unlisted', listed: 0 });
    const add = (c: TestClient, body: object) =>
      c.post('/api/fixtures/players/add', { fixtureId, memberId: una.id, ...body });
    for (const body of [{}, { email: 'someone.else@example.com' }, { email: una.email.slice(0, -1) }]) {
      const res = await add(mc, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        '': [
          'This member is not listed in Member Search: find them by their whole e-mail address to add them',
        ],
      });
    }
    const players = await mc.get(`/api/fixtures/players/${fixtureId}`);
    expect(JSON.stringify(players.json)).not.toContain(una.email);
    expect((await add(mc, { email: ` ${una.email.toUpperCase()} ` })).json).toBe(true);
    const rows = (await mc.get(`/api/fixtures/players/${fixtureId}`)).json;
    expect([...rows.registered, ...rows.waiting].map((r: { email: string }) => r.email)).toContain(una.email);
  });

  it('are added by an administrator by id alone', async () => {
    const uri = await createMember(t.db, { first_name: 'Uri', last_name: 'Unlisted', listed: 0 });
    expect((await ac.post('/api/fixtures/players/add', { fixtureId, memberId: uri.id })).json).toBe(true);
  });
});
