// Members without e-mail (DESIGN.md 'From the inbox', decision 0042): POST /api/admin/members/offline, and how such
// a member appears in lists, is entered for golf days, is never mailed, cannot sign in, and is invited once an
// administrator adds an address.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { isNoEmailAddress } from '../../src/shared/no-email';
import { INVALID_LOGIN } from '../../src/shared/schemas/accounts';
import type { TestClient } from '../helpers/http-client';
import { createMember } from '../helpers/factories';
import { linkIn } from '../helpers/smtp-sink';
import { login, sentTo, uniqueEmail, updatePassword, urlPart } from '../helpers/account-helpers';
import { harnessWith, type Mailbox } from '../helpers/harness';
import { workBehindAnswersDone } from '../helpers/queued-work';
import { auditRows } from '../helpers/audit-log';

const ARTHUR = {
  title: 'Capt',
  firstName: 'Arthur',
  lastName: 'Pendleton',
  mobileNumber: '07700 900456',
  house: 'Kipling',
  yearLeft: 1958,
  handicap: '18.4',
  postalAddress: '3 Church Lane, Little Snoring',
};

async function addArthur(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/members/offline', { ...ARTHUR, ...overrides });
  expect(res.status, res.text).toBe(200);
  return res.json.id as number;
}

/** `arthur`: the id of Arthur Pendleton, whom the administrator has added without e-mail. */
const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' } }).extend('arthur', async ({ admin }) =>
  addArthur(admin),
);

const memberRow = (db: Db, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const outboxCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('adding a member without e-mail', () => {
  test('answers the new id; the member is approved, has no password and no usable address; the act is audited', async ({
    db,
    admin,
  }) => {
    const id = await addArthur(admin);
    expect(Object.keys((await admin.post('/api/admin/members/offline', ARTHUR)).json)).toEqual(['id']);
    const row = await memberRow(db, id);
    expect(row).toMatchObject({
      title: 'Capt',
      first_name: 'Arthur',
      last_name: 'Pendleton',
      mobile_number: '+447700900456',
      house: 'Kipling',
      year_left: 1958,
      handicap: 18.4,
      address_line1: '3 Church Lane, Little Snoring',
      approval: 'approved',
      password_hash: null,
      is_admin: 0,
    });
    expect(isNoEmailAddress(row.email)).toBe(true);
    expect(await auditRows(db, { action: 'member.add_offline', entityId: id })).toHaveLength(1);
    expect(await outboxCount(db)).toBe(0);
  });

  test('needs the same house, year left and handicap as everyone, with the fields named; the mobile and address may be left out', async ({
    db,
    admin,
  }) => {
    const res = await admin.post('/api/admin/members/offline', {
      title: 'Mr',
      firstName: '',
      lastName: 'Smith',
      house: 'Nowhere',
      yearLeft: 1800,
      handicap: 'lots',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json).sort()).toEqual(['firstName', 'handicap', 'house', 'yearLeft']);
    const id = await addArthur(admin, { mobileNumber: '', postalAddress: undefined });
    expect((await memberRow(db, id)).mobile_number).toBeNull();
    const bad = await admin.post('/api/admin/members/offline', { ...ARTHUR, mobileNumber: '12' });
    expect(bad.json).toEqual({ mobileNumber: ['Please enter a valid mobile number'] });
  });

  test('is refused to a member and a visitor', async ({ visitor, member }) => {
    expect((await member.post('/api/admin/members/offline', ARTHUR)).status).toBe(403);
    expect((await visitor.post('/api/admin/members/offline', ARTHUR)).status).toBe(401);
  });
});

describe('in the lists like anyone, with no address shown', () => {
  test('the admin list, the member directory and the profile show the member with the e-mail blank', async ({
    member,
    admin,
    arthur: id,
  }) => {
    const list = await admin.get('/api/admin/members?search=Pendleton');
    expect(list.json.items).toEqual([
      expect.objectContaining({ id, firstName: 'Arthur', email: '', status: 'approved' }),
    ]);
    const found = await member.get('/api/members/search?lastName=Pendleton');
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.json)).toContain('Arthur');
    expect(JSON.stringify(found.json)).not.toContain('.invalid');
    const profile = await admin.get(`/api/Account/GetUser/${id}`);
    expect(profile.json.email).toBe('');
  });
});

describe("the treasurer's lists", () => {
  test('the subscriptions list and the two spreadsheets show him with the e-mail blank, never the stand-in', async ({
    admin,
    arthur: id,
  }) => {
    const year = new Date().getFullYear();
    const list = await admin.get(`/api/admin/subscriptions?year=${year}`);
    expect(list.status, list.text).toBe(200);
    const row = (list.json as { memberId: number; email: string }[]).find((r) => r.memberId === id);
    expect(row?.email).toBe('');
    for (const url of ['/api/admin/members/csv', `/api/admin/subscriptions/csv?year=${year}&filter=all`]) {
      const csv = await admin.get(url);
      expect(csv.status, url).toBe(200);
      expect(csv.text, url).toContain('Pendleton');
      expect(csv.text, url).not.toContain('.invalid');
    }
  });
});

describe('announcements', () => {
  test('he is not counted among the recipients, since no announcement can reach him', async ({
    admin,
    db,
  }) => {
    const audience = { kind: 'house', house: 'Kipling' };
    const count = async () =>
      (
        await admin.post('/api/admin/announcements/preview', {
          subject: 'Dinner',
          body: 'Book now',
          audience,
        })
      ).json.recipients as number;
    const before = await count();
    await addArthur(admin);
    expect(await count()).toBe(before);
    await createMember(db, { house: 'Kipling' });
    expect(await count()).toBe(before + 1);
  });
});

describe('golf days', () => {
  test("the fixture's manager finds and enters him; he is in the players list and CSV; nothing is mailed to him", async ({
    db,
    manager,
    arthur: id,
  }) => {
    const { fixtureId } = manager;
    const candidates = await manager.get(`/api/fixtures/players/${fixtureId}/candidates?name=pendle`);
    expect(candidates.json).toEqual([expect.objectContaining({ memberId: id, name: 'Arthur Pendleton' })]);
    const before = await outboxCount(db);
    const added = await manager.post('/api/fixtures/players/add', { fixtureId, memberId: id });
    expect(added.status, added.text).toBe(200);
    const players = await manager.get(`/api/fixtures/players/${fixtureId}`);
    expect(players.json.registered).toEqual([
      expect.objectContaining({ memberId: id, name: 'Arthur Pendleton', email: '' }),
    ]);
    const csv = await manager.get(`/api/fixtures/players/${fixtureId}/csv`);
    expect(csv.text).toContain('Arthur Pendleton');
    expect(csv.text).not.toContain('.invalid');
    // The place-confirmed e-mail to him is skipped: the outbox never holds a message to nobody.
    const rows = await db.selectFrom('mail_outbox').select('to_address').execute();
    expect(rows.filter((r) => isNoEmailAddress(r.to_address))).toEqual([]);
    expect(await outboxCount(db)).toBe(before);
  });
});

describe('signing in', () => {
  test('he cannot sign in: his stand-in address is refused by the login, and no link or reset is ever queued', async ({
    app,
    db,
    visitor,
    mail,
    arthur: id,
  }) => {
    const { email } = await memberRow(db, id);
    const res = await login(visitor, email, 'anything-at-all');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': [INVALID_LOGIN] });
    // Asked for a sign-in link, the answer is the same as for anyone; nothing is sent.
    expect((await visitor.post('/api/auth/emaillink', { email })).json).toEqual({ sent: true });
    await visitor.post('/api/auth/sendresetemail', { emailAddress: email });
    const marker = await workBehindAnswersDone(app, mail);
    const rows = await db.selectFrom('mail_outbox').select('to_address').execute();
    expect(rows.map((r) => r.to_address)).toEqual([marker]);
  });
});

describe('an address added later', () => {
  const contact = (id: number, email: string, extra: Record<string, unknown> = {}) => ({
    id,
    email,
    mobileNumber: '07700 900456',
    ...extra,
  });

  /** The administrator gives him an address: answers it, and the link of the invitation sent to it. */
  async function giveAddress(admin: TestClient, mail: Mailbox, id: number) {
    const address = uniqueEmail('arthur');
    const saved = await admin.post('/api/account/updatecontactdetails', contact(id, address));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.email).toBe(address);
    const invitation = await mail.waitFor((x) => sentTo(x, address));
    expect(invitation.subject).toMatch(/please set your password/);
    const { email, token } = urlPart(linkIn(invitation, '/passwordreset?'));
    return { address, link: { email, token } };
  }

  test('invites him to set a password; the link works once, and he can then sign in', async ({
    db,
    visitor,
    admin,
    mail,
    arthur: id,
  }) => {
    const { address, link } = await giveAddress(admin, mail, id);
    expect((await updatePassword(visitor, link, 'arthurs-own-9')).status).toBe(200);
    expect((await updatePassword(visitor, link, 'arthurs-own-9')).status).toBe(400);
    expect((await login(visitor, address, 'arthurs-own-9')).status).toBe(200);
    expect((await auditRows(db, { entityId: id })).map((a) => a.action)).toContain('member.invite_new_email');
  });

  test('the invitation stops working after its 14 days', async ({
    visitor,
    admin,
    mail,
    clock,
    arthur: id,
  }) => {
    const { link } = await giveAddress(admin, mail, id);
    clock.advance(14 * 86_400_000 + 60_000);
    expect((await updatePassword(visitor, link, 'arthurs-own-9')).status).toBe(400);
  });

  test('an edit that leaves the address empty keeps him without e-mail; anyone else needs an address', async ({
    db,
    admin,
    arthur: id,
  }) => {
    const before = (await memberRow(db, id)).email;
    const res = await admin.post(
      '/api/account/updatecontactdetails',
      contact(id, '', { postcode: 'NR21 0AA' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.email).toBe('');
    const after = await memberRow(db, id);
    expect(after.email).toBe(before);
    expect(after.postcode).toBe('NR21 0AA');
    expect(await outboxCount(db)).toBe(0);
    const m = await createMember(db);
    const refused = await admin.post('/api/account/updatecontactdetails', contact(m.id, ''));
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ email: ['Email is required'] });
  });
});
