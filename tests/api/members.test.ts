import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { test as harness } from '../helpers/harness';
import type { TestClient } from '../helpers/http-client';

const DIRECTORY_KEYS = [
  'county',
  'email',
  'firstName',
  'handicap',
  'homeClub',
  'lastName',
  'schoolHouse',
  'yearLeft',
].sort();

/**
 * The directory every test searches, besides the signed-in member (Peter Holloway, left 1985, Kipling): three
 * approved members, and three who are not listed.
 */
const test = harness.extend('directory', { auto: true }, async ({ db }) => {
  await createMember(db, {
    first_name: 'James',
    last_name: 'Fairweather',
    email: 'james.fairweather@example.com',
    year_left: 1972,
    house: 'Batten',
    handicap: 11,
    home_club: 'West Sussex',
    county: 'West Sussex',
    mobile_number: '07700900999',
    address_line1: '1 Secret Lane',
  });
  await createMember(db, {
    first_name: 'Jameson',
    last_name: 'Frere-Smith',
    year_left: 1985,
    house: 'B.Frere',
    handicap: 14.2,
    home_club: 'Woking',
    county: 'Surrey',
  });
  await createMember(db, {
    first_name: 'Anna',
    last_name: "O'Brien",
    year_left: 2001,
    house: 'Kipling',
    handicap: 2,
    home_club: '100% Golf_Club',
    county: 'Kent',
  });
  // Not in the directory: awaiting approval, awaiting confirmation, suspended.
  await createMember(db, { first_name: 'James', last_name: 'Pending', approval: 'pending' });
  await createMember(db, { first_name: 'James', last_name: 'Unconfirmed', email_confirmed_at: null });
  await createMember(db, { first_name: 'James', last_name: 'Suspended', approval: 'suspended' });
});

const search = (client: TestClient, q: Record<string, string>) =>
  client.get(`/api/members/search?${new URLSearchParams(q)}`);
const lastNames = (res: { json: { items: { lastName: string }[] } }) =>
  res.json.items.map((i) => i.lastName).sort();

describe('GET /api/members/search', () => {
  test('refuses a visitor with 401', async ({ visitor }) => {
    const res = await search(visitor, { firstName: 'james' });
    expect(res.status).toBe(401);
  });

  test('answers an administrator too', async ({ admin }) => {
    expect((await search(admin, { lastName: 'holloway' })).status).toBe(200);
  });

  test("asks for criteria when every field is empty or spaces: 'Please enter some search criteria'", async ({
    member,
  }) => {
    const queries: Record<string, string>[] = [
      {},
      { firstName: '' },
      { firstName: '   ', county: '' },
      { page: '1' },
    ];
    for (const q of queries) {
      const res = await search(member, q);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ '': ['Please enter some search criteria'] });
    }
  });

  test('matches one criterion case-insensitively as contains, approved members only', async ({ member }) => {
    const res = await search(member, { firstName: 'JAMES' });
    expect(res.status).toBe(200);
    expect(lastNames(res)).toEqual(['Fairweather', 'Frere-Smith']);
    expect(res.json).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(lastNames(await search(member, { lastName: 'weath' }))).toEqual(['Fairweather']);
  });

  test('returns the directory fields and nothing else', async ({ member }) => {
    const res = await search(member, { lastName: 'fairweather' });
    expect(res.json.items).toEqual([
      {
        firstName: 'James',
        lastName: 'Fairweather',
        email: 'james.fairweather@example.com',
        yearLeft: 1972,
        schoolHouse: 'Batten',
        homeClub: 'West Sussex',
        handicap: 11,
        county: 'West Sussex',
      },
    ]);
    expect(Object.keys(res.json.items[0]).sort()).toEqual(DIRECTORY_KEYS);
    expect(res.text).not.toContain('Secret Lane');
    expect(res.text).not.toContain('07700900999');
    expect(res.text).not.toMatch(/password|"id"/);
  });

  test('requires every given criterion to match', async ({ member }) => {
    expect(lastNames(await search(member, { firstName: 'james', county: 'surrey' }))).toEqual([
      'Frere-Smith',
    ]);
    expect(lastNames(await search(member, { firstName: 'jam', club: 'sussex', yearLeft: '197' }))).toEqual([
      'Fairweather',
    ]);
    const none = await search(member, { firstName: 'james', county: 'kent' });
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  test('matches year left, handicap and house on their text, as contains', async ({ member }) => {
    expect(lastNames(await search(member, { yearLeft: '85' }))).toEqual(['Frere-Smith', 'Holloway']);
    expect(lastNames(await search(member, { handicap: '4.2' }))).toEqual(['Frere-Smith']);
    expect(lastNames(await search(member, { handicap: '11' }))).toEqual(['Fairweather']);
    expect(lastNames(await search(member, { house: 'frere' }))).toEqual(['Frere-Smith']);
    expect(lastNames(await search(member, { house: 'b.f' }))).toEqual(['Frere-Smith']);
  });

  test('finds a plus handicap as golfers write it (+1.4), and 12.0 as 12', async ({ db, member }) => {
    await createMember(db, { first_name: 'Scratch', last_name: 'Plusman', handicap: -1.4 });
    expect(lastNames(await search(member, { handicap: '+1.4' }))).toEqual(['Plusman']);
    expect(lastNames(await search(member, { handicap: '+1' }))).toEqual(['Plusman']);
    expect(lastNames(await search(member, { handicap: '11.0' }))).toEqual(['Fairweather']);
    const found = await search(member, { lastName: 'plusman' });
    expect(found.json.items[0].handicap).toBe(-1.4);
  });

  test('matches terms of one and two characters', async ({ member }) => {
    expect(lastNames(await search(member, { lastName: 'o', firstName: 'an' }))).toEqual(["O'Brien"]);
    expect(lastNames(await search(member, { handicap: '2', county: 'ke' }))).toEqual(["O'Brien"]);
  });

  test('treats quotes, %, _ and FTS syntax in a term as plain text', async ({ member }) => {
    expect(lastNames(await search(member, { lastName: "o'b" }))).toEqual(["O'Brien"]);
    expect(lastNames(await search(member, { club: '100%' }))).toEqual(["O'Brien"]);
    expect(lastNames(await search(member, { club: '%' }))).toEqual(["O'Brien"]);
    expect(lastNames(await search(member, { club: 'f_c' }))).toEqual(["O'Brien"]);
    expect(lastNames(await search(member, { club: '_' }))).toEqual(["O'Brien"]);
    for (const hostile of ['"', '""', 'a" OR "b', 'NEAR(a b)', '*', 'x AND y', "'; drop table members; --"]) {
      const res = await search(member, { lastName: hostile });
      expect(res.status, hostile).toBe(200);
      expect(res.json.total, hostile).toBe(0);
    }
  });

  test('keeps the index up to date when a member changes or leaves', async ({ db, member }) => {
    const m = await createMember(db, { first_name: 'Quentin', last_name: 'Zebedee' });
    expect(lastNames(await search(member, { lastName: 'zebedee' }))).toEqual(['Zebedee']);
    await db.updateTable('members').set({ last_name: 'Xylophone' }).where('id', '=', m.id).execute();
    expect(lastNames(await search(member, { lastName: 'zebedee' }))).toEqual([]);
    expect(lastNames(await search(member, { lastName: 'xylo' }))).toEqual(['Xylophone']);
    await db.updateTable('members').set({ approval: 'suspended' }).where('id', '=', m.id).execute();
    expect(lastNames(await search(member, { lastName: 'xylo' }))).toEqual([]);
    await db.deleteFrom('members').where('id', '=', m.id).execute();
    expect(lastNames(await search(member, { lastName: 'xylo' }))).toEqual([]);
  });

  test('ignores accents in names, both ways, whatever the length of the term, and after a change', async ({
    db,
    member,
    admin,
  }) => {
    const jose = await createMember(db, { first_name: 'José', last_name: 'Núñez' });
    await createMember(db, { first_name: 'Elena', last_name: 'Nunez' });
    expect(lastNames(await search(member, { lastName: 'Nunez' }))).toEqual(['Nunez', 'Núñez']);
    expect(lastNames(await search(member, { lastName: 'Núñez' }))).toEqual(['Nunez', 'Núñez']);
    expect(lastNames(await search(member, { lastName: 'NUÑ' }))).toEqual(['Nunez', 'Núñez']);
    expect(lastNames(await search(member, { lastName: 'nú' }))).toEqual(['Nunez', 'Núñez']);
    expect(lastNames(await search(member, { firstName: 'Jose' }))).toEqual(['Núñez']);
    expect(lastNames(await search(member, { firstName: 'JOSÉ', lastName: 'nunez' }))).toEqual(['Núñez']);
    await db.updateTable('members').set({ last_name: 'Muñoz' }).where('id', '=', jose.id).execute();
    expect(lastNames(await search(member, { lastName: 'munoz' }))).toEqual(['Muñoz']);
    // The administrator's list searches names the same way.
    const listed = await admin.get('/api/admin/members?search=jose%20munoz');
    expect(listed.json.items.map((i: { id: number }) => i.id)).toEqual([jose.id]);
  });

  test('pages through many results, 50 at a time, by last name', async ({ db, member }) => {
    for (let i = 0; i < 55; i += 1) {
      await createMember(db, { first_name: 'Pager', last_name: `Pagetest${String(i).padStart(2, '0')}` });
    }
    const p1 = await search(member, { firstName: 'pager' });
    expect(p1.json.total).toBe(55);
    expect(p1.json.items).toHaveLength(50);
    expect(p1.json.items[0].lastName).toBe('Pagetest00');
    const p2 = await search(member, { firstName: 'pager', page: '2' });
    expect(p2.json).toMatchObject({ total: 55, page: 2, pageSize: 50 });
    expect(p2.json.items.map((i: { lastName: string }) => i.lastName)).toEqual([
      'Pagetest50',
      'Pagetest51',
      'Pagetest52',
      'Pagetest53',
      'Pagetest54',
    ]);
    expect((await search(member, { firstName: 'pager', page: '3' })).json.items).toEqual([]);
  });

  test('refuses a bad page or an over-long term with a clear message', async ({ member }) => {
    for (const page of ['0', '-1', 'abc', '1.5', '999999999']) {
      const res = await search(member, { firstName: 'james', page });
      expect(res.status, page).toBe(400);
      expect(res.json.page[0]).toMatch(/Page must be a whole number/);
    }
    const res = await search(member, { firstName: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ firstName: ['Search terms must be 100 characters or fewer'] });
  });
});

describe('GET /api/Admin/ListApprovedUsers', () => {
  test('refuses a visitor and gives a member the directory fields of approved members', async ({
    visitor,
    member,
  }) => {
    expect((await visitor.get('/api/Admin/ListApprovedUsers')).status).toBe(401);
    const res = await member.get('/api/admin/listapprovedusers');
    expect(res.status).toBe(200);
    const names = res.json.map((m: { lastName: string }) => m.lastName);
    expect(names).toContain('Fairweather');
    expect(names).not.toContain('Pending');
    expect(names).not.toContain('Unconfirmed');
    expect(names).not.toContain('Suspended');
    for (const m of res.json) expect(Object.keys(m).sort()).toEqual(DIRECTORY_KEYS);
  });
});
