import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { createMember, signInAs } from '../helpers/factories';
import type { TestClient } from '../helpers/http-client';
import { test as harness } from '../helpers/harness';
import { onlyAuditRow } from '../helpers/audit-log';

/** Hugo Privett, whose privacy the tests change, and Olive Seeker, who searches the directory: both of Kent. */
const test = harness
  .extend('me', ({ newMember }) => newMember({ first_name: 'Hugo', last_name: 'Privett', county: 'Kent' }))
  .extend('other', ({ newMember }) =>
    newMember({ first_name: 'Olive', last_name: 'Seeker', county: 'Kent' }),
  );

const search = async (c: TestClient, q: string) => (await c.get(`/api/members/search?${q}`)).json;

describe('directory privacy', () => {
  test('GetUser answers listed and e-mail shown by default, with no subscriptions yet', async ({ me }) => {
    const res = await me.get(`/api/Account/GetUser/${me.id}`);
    expect(res.status).toBe(200);
    expect(res.json.privacy).toEqual({ listed: true, showEmail: true });
    expect(res.json.subscriptions).toEqual([]);
  });

  test('a hidden e-mail is blank in search and the whole list; the admin panel still shows it', async ({
    admin,
    me,
    other,
  }) => {
    const set = await me.post('/api/account/privacy', { id: me.id, listed: true, showEmail: false });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ listed: true, showEmail: false });
    const found = await search(other, 'lastName=Privett');
    expect(found.items).toHaveLength(1);
    expect(found.items[0].email).toBe('');
    const all = (await other.get('/api/Admin/ListApprovedUsers')).json as {
      email: string;
      lastName: string;
    }[];
    expect(all.find((m) => m.lastName === 'Privett')!.email).toBe('');
    expect(JSON.stringify(all)).not.toContain(me.email);
    const panel = await admin.get('/api/admin/members?q=Privett');
    expect(panel.text).toContain(me.email);
    expect((await me.get(`/api/Account/GetUser/${me.id}`)).json.privacy).toEqual({
      listed: true,
      showEmail: false,
    });
  });

  test('an unlisted member is never found, but administrators still see them', async ({
    admin,
    me,
    other,
  }) => {
    await me.post('/api/account/privacy', { id: me.id, listed: false, showEmail: true });
    expect((await search(other, 'lastName=Privett')).items).toEqual([]);
    const all = (await other.get('/api/Admin/ListApprovedUsers')).json as { lastName: string }[];
    expect(all.some((m) => m.lastName === 'Privett')).toBe(false);
    expect((await admin.get('/api/admin/members?q=Privett')).text).toContain('Privett');
    await me.post('/api/account/privacy', { id: me.id, listed: true, showEmail: true });
    expect((await search(other, 'lastName=Privett')).items[0].email).toBe(me.email);
  });

  test("a member cannot change another member's privacy; an administrator can, and it is audited", async ({
    db,
    admin,
    me,
    other,
  }) => {
    const res = await other.post('/api/account/privacy', {
      id: me.id,
      listed: false,
      showEmail: false,
    });
    expect(res.status).toBe(403);
    expect((await me.get(`/api/Account/GetUser/${me.id}`)).json.privacy).toEqual({
      listed: true,
      showEmail: true,
    });
    expect(
      (await admin.post('/api/account/privacy', { id: me.id, listed: true, showEmail: false })).status,
    ).toBe(200);
    const audit = await onlyAuditRow(db, { action: 'member.privacy.update' });
    expect(JSON.parse(audit.after_json!)).toEqual({ listed: true, showEmail: false });
    await admin.post('/api/account/privacy', { id: me.id, listed: true, showEmail: true });
  });

  test('refuses bad input with a message and changes nothing', async ({ admin, me }) => {
    for (const body of [
      { id: me.id, listed: 'yes', showEmail: true },
      { id: me.id, listed: true },
      { id: 'x', listed: true, showEmail: true },
      { id: me.id, listed: null, showEmail: true },
    ]) {
      const res = await me.post('/api/account/privacy', body);
      expect(res.status).toBe(400);
      expect(Object.values(res.json).flat().length).toBeGreaterThan(0);
    }
    expect(
      (await admin.post('/api/account/privacy', { id: 999999, listed: true, showEmail: true })).status,
    ).toBe(404);
    expect((await me.get(`/api/Account/GetUser/${me.id}`)).json.privacy).toEqual({
      listed: true,
      showEmail: true,
    });
  });
});

describe('property: no unlisted member or hidden e-mail ever leaves the directory', () => {
  test('over random privacy choices and searches', async ({ app, db, other }) => {
    const people = await Promise.all(
      ['Ash', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel'].map((name, i) =>
        createMember(db, {
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
            const c = app.client();
            await signInAs(c, db, p.id);
            expect((await c.post('/api/account/privacy', { id: p.id, ...choices[i] })).status).toBe(200);
          }
          const found = await search(other, query);
          const all = (await other.get('/api/Admin/ListApprovedUsers')).json;
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
