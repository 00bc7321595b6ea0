import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import type { TestClient } from '../helpers/http-client';

let t: TestApp;
let me: TestMember;
let other: TestMember;
let member: TestClient;
let otherClient: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  me = await createMember(t.db, { first_name: 'Hugo', last_name: 'Privett', county: 'Kent' });
  other = await createMember(t.db, { first_name: 'Olive', last_name: 'Seeker', county: 'Kent' });
  const a = await createAdmin(t.db);
  member = t.client();
  otherClient = t.client();
  admin = t.client();
  await signInAs(member, t.db, me.id);
  await signInAs(otherClient, t.db, other.id);
  await signInAs(admin, t.db, a.id);
});
afterAll(() => t.close());

const search = async (c: TestClient, q: string) => (await c.get(`/api/members/search?${q}`)).json;

describe('directory privacy', () => {
  it('GetUser answers listed and e-mail shown by default, with no subscriptions yet', async () => {
    const res = await member.get(`/api/Account/GetUser/${me.id}`);
    expect(res.status).toBe(200);
    expect(res.json.privacy).toEqual({ listed: true, showEmail: true });
    expect(res.json.subscriptions).toEqual([]);
  });

  it('a hidden e-mail is blank in search and the whole list; the admin panel still shows it', async () => {
    const set = await member.post('/api/account/privacy', { id: me.id, listed: true, showEmail: false });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ listed: true, showEmail: false });
    const found = await search(otherClient, 'lastName=Privett');
    expect(found.items).toHaveLength(1);
    expect(found.items[0].email).toBe('');
    const all = (await otherClient.get('/api/Admin/ListApprovedUsers')).json as {
      email: string;
      lastName: string;
    }[];
    expect(all.find((m) => m.lastName === 'Privett')!.email).toBe('');
    expect(JSON.stringify(all)).not.toContain(me.email);
    const panel = await admin.get('/api/admin/members?q=Privett');
    expect(panel.text).toContain(me.email);
    expect((await member.get(`/api/Account/GetUser/${me.id}`)).json.privacy).toEqual({
      listed: true,
      showEmail: false,
    });
  });

  it('an unlisted member is never found, but administrators still see them', async () => {
    await member.post('/api/account/privacy', { id: me.id, listed: false, showEmail: true });
    expect((await search(otherClient, 'lastName=Privett')).items).toEqual([]);
    const all = (await otherClient.get('/api/Admin/ListApprovedUsers')).json as { lastName: string }[];
    expect(all.some((m) => m.lastName === 'Privett')).toBe(false);
    expect((await admin.get('/api/admin/members?q=Privett')).text).toContain('Privett');
    await member.post('/api/account/privacy', { id: me.id, listed: true, showEmail: true });
    expect((await search(otherClient, 'lastName=Privett')).items[0].email).toBe(me.email);
  });

  it("a member cannot change another member's privacy; an administrator can, and it is audited", async () => {
    const res = await otherClient.post('/api/account/privacy', {
      id: me.id,
      listed: false,
      showEmail: false,
    });
    expect(res.status).toBe(403);
    expect((await member.get(`/api/Account/GetUser/${me.id}`)).json.privacy).toEqual({
      listed: true,
      showEmail: true,
    });
    expect(
      (await admin.post('/api/account/privacy', { id: me.id, listed: true, showEmail: false })).status,
    ).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.privacy.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after_json!)).toEqual({ listed: true, showEmail: false });
    await admin.post('/api/account/privacy', { id: me.id, listed: true, showEmail: true });
  });

  it('refuses bad input with a message and changes nothing', async () => {
    for (const body of [
      { id: me.id, listed: 'yes', showEmail: true },
      { id: me.id, listed: true },
      { id: 'x', listed: true, showEmail: true },
      { id: me.id, listed: null, showEmail: true },
    ]) {
      const res = await member.post('/api/account/privacy', body);
      expect(res.status).toBe(400);
      expect(Object.values(res.json).flat().length).toBeGreaterThan(0);
    }
    expect(
      (await admin.post('/api/account/privacy', { id: 999999, listed: true, showEmail: true })).status,
    ).toBe(404);
    expect((await member.get(`/api/Account/GetUser/${me.id}`)).json.privacy).toEqual({
      listed: true,
      showEmail: true,
    });
  });
});

describe('property: no unlisted member or hidden e-mail ever leaves the directory', () => {
  it('over random privacy choices and searches', async () => {
    const people = await Promise.all(
      ['Ash', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel'].map((name, i) =>
        createMember(t.db, {
          first_name: `Prop${name}`,
          last_name: `Tree${name}`,
          county: i % 2 ? 'Kent' : 'Essex',
        }),
      ),
    );
    const terms = [
      'lastName=Tree',
      'firstName=Prop',
      'county=Kent',
      'county=Essex',
      'lastName=e',
      'firstName=r',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ listed: fc.boolean(), showEmail: fc.boolean() }), {
          minLength: people.length,
          maxLength: people.length,
        }),
        fc.constantFrom(...terms),
        async (choices, query) => {
          for (const [i, p] of people.entries()) {
            const c = t.client();
            await signInAs(c, t.db, p.id);
            expect((await c.post('/api/account/privacy', { id: p.id, ...choices[i] })).status).toBe(200);
          }
          const found = await search(otherClient, query);
          const all = (await otherClient.get('/api/Admin/ListApprovedUsers')).json;
          for (const answer of [JSON.stringify(found), JSON.stringify(all)]) {
            for (const [i, p] of people.entries()) {
              if (!choices[i].listed) expect(answer).not.toContain(p.lastName);
              if (!choices[i].listed || !choices[i].showEmail) expect(answer).not.toContain(p.email);
            }
          }
          for (const [i, p] of people.entries()) {
            const listed = (all as { lastName: string; email: string }[]).find(
              (m) => m.lastName === p.lastName,
            );
            expect(Boolean(listed)).toBe(choices[i].listed);
            if (listed) expect(listed.email).toBe(choices[i].showEmail ? p.email : '');
          }
        },
      ),
      { numRuns: 25, seed: 20261123 },
    );
  });
});
