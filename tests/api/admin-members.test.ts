import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import { SmtpSink, linkIn } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { hashToken } from '../../src/server/lib/tokens';

let t: TestApp;
let sink: SmtpSink;
let admin: TestMember;
let adminClient: TestClient;
let memberClient: TestClient;
let member: TestMember;

beforeAll(async () => {
  sink = await new SmtpSink().start();
  t = await startTestApp({ SMTP_URL: sink.url });
  admin = await createAdmin(t.db, { first_name: 'Richard', last_name: 'Ashworth' });
  adminClient = t.client();
  await signInAs(adminClient, t.db, admin.id);
  member = await createMember(t.db, { first_name: 'Peter', last_name: 'Holloway' });
  memberClient = t.client();
  await signInAs(memberClient, t.db, member.id);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const auditRows = (entityId: number) =>
  t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(entityId)).orderBy('id').execute();

describe('who may use the member tools', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/members'],
    ['POST', '/api/admin/members/setadmin', { id: 1, isAdmin: true }],
    ['POST', '/api/admin/members/suspend', { id: 1 }],
    ['POST', '/api/admin/members/reinstate', { id: 1 }],
    ['POST', '/api/admin/members/resendconfirmation', { id: 1 }],
  ];
  it('refuses visitors with 401 and members with 403, whatever they send', async () => {
    for (const [method, path, body] of routes) {
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await memberClient.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      if (method === 'POST') {
        const garbled = await memberClient.request(method, path, 'not json', {
          'content-type': 'application/json',
        });
        expect(garbled.status, `${method} ${path}`).toBe(403);
      }
    }
  });
});

describe('GET /api/admin/members', () => {
  it('lists members with their status, newest statuses included, by last name', async () => {
    await createMember(t.db, { first_name: 'Thomas', last_name: 'Whitaker', approval: 'pending' });
    await createMember(t.db, {
      first_name: 'Henry',
      last_name: 'Blackwood',
      approval: 'pending',
      email_confirmed_at: null,
    });
    await createMember(t.db, { first_name: 'Simon', last_name: 'Gone', approval: 'suspended' });
    const res = await adminClient.get('/api/admin/members');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ page: 1, pageSize: 50 });
    const byName = Object.fromEntries(
      res.json.items.map((m: { lastName: string; status: string }) => [m.lastName, m.status]),
    );
    expect(byName).toMatchObject({
      Ashworth: 'approved',
      Holloway: 'approved',
      Whitaker: 'awaiting_approval',
      Blackwood: 'awaiting_confirmation',
      Gone: 'suspended',
    });
    const ash = res.json.items.find((m: { lastName: string }) => m.lastName === 'Ashworth');
    expect(ash).toEqual({
      id: admin.id,
      firstName: 'Richard',
      lastName: 'Ashworth',
      email: admin.email,
      yearLeft: 1985,
      house: 'Kipling',
      status: 'approved',
      isAdmin: true,
      createdAt: expect.any(String),
    });
    expect(res.text).not.toMatch(/password|hash/i);
  });

  it('filters by status and by words in the name or e-mail address', async () => {
    const pending = await adminClient.get('/api/admin/members?status=awaiting_approval');
    expect(pending.json.items.map((m: { lastName: string }) => m.lastName)).toEqual(['Whitaker']);
    const byName = await adminClient.get('/api/admin/members?search=peter%20HOLL');
    expect(byName.json.items.map((m: { lastName: string }) => m.lastName)).toEqual(['Holloway']);
    const byEmail = await adminClient.get(
      `/api/admin/members?search=${encodeURIComponent(member.email.slice(0, 8))}`,
    );
    expect(byEmail.json.items.map((m: { id: number }) => m.id)).toContain(member.id);
    const none = await adminClient.get('/api/admin/members?search=zzzzqq&status=approved');
    expect(none.json).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('refuses an unknown status or a bad page', async () => {
    const res = await adminClient.get('/api/admin/members?status=royalty');
    expect(res.status).toBe(400);
    expect(res.json.status).toEqual(['Choose a status from the list']);
    expect((await adminClient.get('/api/admin/members?page=0')).status).toBe(400);
  });
});

describe('make or remove an administrator', () => {
  it('makes an approved member an administrator and removes them again, with audit rows', async () => {
    const m = await createMember(t.db, { first_name: 'Hugh', last_name: 'Maitland' });
    const made = await adminClient.post('/api/admin/members/setadmin', { id: m.id, isAdmin: true });
    expect(made.status).toBe(200);
    expect(made.json.message).toBe('Hugh Maitland is now an administrator');
    expect(made.json.member).toMatchObject({ id: m.id, isAdmin: true });
    const removed = await adminClient.post('/api/admin/members/setadmin', { id: m.id, isAdmin: false });
    expect(removed.json.message).toBe('Hugh Maitland is no longer an administrator');
    const rows = await auditRows(m.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.before_json, r.after_json])).toEqual([
      ['member.make_admin', admin.id, '{"isAdmin":false}', '{"isAdmin":true}'],
      ['member.remove_admin', admin.id, '{"isAdmin":true}', '{"isAdmin":false}'],
    ]);
  });

  it('a member made administrator gets the admin routes at once', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, m.id);
    expect((await c.get('/api/admin/members')).status).toBe(403);
    await adminClient.post('/api/admin/members/setadmin', { id: m.id, isAdmin: true });
    expect((await c.get('/api/admin/members')).status).toBe(200);
    await adminClient.post('/api/admin/members/setadmin', { id: m.id, isAdmin: false });
    expect((await c.get('/api/admin/members')).status).toBe(403);
  });

  it('never removes the last administrator', async () => {
    const res = await adminClient.post('/api/admin/members/setadmin', { id: admin.id, isAdmin: false });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['The society must always have at least one administrator'] });
    const row = await t.db
      .selectFrom('members')
      .select('is_admin')
      .where('id', '=', admin.id)
      .executeTakeFirst();
    expect(row?.is_admin).toBe(1);
    expect((await auditRows(admin.id)).length).toBe(0);
  });

  it('lets an administrator step down when another remains', async () => {
    const other = await createAdmin(t.db);
    const c = t.client();
    await signInAs(c, t.db, other.id);
    const res = await c.post('/api/admin/members/setadmin', { id: other.id, isAdmin: false });
    expect(res.status).toBe(200);
    expect(res.json.member.isAdmin).toBe(false);
    expect((await c.get('/api/admin/members')).status).toBe(403);
  });

  it('refuses to make a member who is not approved an administrator', async () => {
    const m = await createMember(t.db, { approval: 'pending', first_name: 'Ann', last_name: 'Pending' });
    const res = await adminClient.post('/api/admin/members/setadmin', { id: m.id, isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.json[''][0]).toBe(
      'Only an approved member can be made an administrator; Ann Pending is awaiting approval',
    );
  });

  it('answers an unchanged state without an audit row', async () => {
    const m = await createMember(t.db, { first_name: 'Al', last_name: 'Same' });
    const res = await adminClient.post('/api/admin/members/setadmin', { id: m.id, isAdmin: false });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Al Same is not an administrator');
    expect(await auditRows(m.id)).toEqual([]);
  });
});

describe('suspend and reinstate', () => {
  it('suspends a member: their sessions end, they leave the directory; reinstating brings them back', async () => {
    const m = await createMember(t.db, { first_name: 'Oliver', last_name: 'Kingsley' });
    const c = t.client();
    await signInAs(c, t.db, m.id);
    expect((await c.get('/api/members/search?lastName=kingsley')).json.total).toBe(1);

    const res = await adminClient.post('/api/admin/members/suspend', { id: m.id });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Oliver Kingsley has been suspended and logged out');
    expect(res.json.member.status).toBe('suspended');
    expect((await c.get('/api/members/search?lastName=kingsley')).status).toBe(401);
    const live = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await memberClient.get('/api/members/search?lastName=kingsley')).json.total).toBe(0);

    const again = await adminClient.post('/api/admin/members/suspend', { id: m.id });
    expect(again.json.message).toBe('Oliver Kingsley is already suspended');

    const back = await adminClient.post('/api/admin/members/reinstate', { id: m.id });
    expect(back.status).toBe(200);
    expect(back.json.message).toBe('Oliver Kingsley has been reinstated');
    expect(back.json.member.status).toBe('approved');
    expect((await memberClient.get('/api/members/search?lastName=kingsley')).json.total).toBe(1);

    const rows = await auditRows(m.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.before_json, r.after_json])).toEqual([
      ['member.suspend', admin.id, '{"status":"approved"}', '{"status":"suspended"}'],
      ['member.reinstate', admin.id, '{"status":"suspended"}', '{"status":"approved"}'],
    ]);
  });

  it('refuses to suspend yourself', async () => {
    const res = await adminClient.post('/api/admin/members/suspend', { id: admin.id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['You cannot suspend yourself'] });
  });

  it('says when there is nothing to reinstate', async () => {
    const res = await adminClient.post('/api/admin/members/reinstate', { id: member.id });
    expect(res.json.message).toBe('Peter Holloway is not suspended');
  });
});

describe('resend the confirmation e-mail', () => {
  it('sends a new 7-day confirmation link to a member who has not confirmed, and audits it', async () => {
    const m = await createMember(t.db, {
      first_name: 'Henry',
      last_name: 'Unconfirmed',
      email: 'henry.unconfirmed@example.com',
      approval: 'pending',
      email_confirmed_at: null,
    });
    const res = await adminClient.post('/api/admin/members/resendconfirmation', { id: m.id });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('A new confirmation e-mail has been sent to henry.unconfirmed@example.com');
    const mail = await sink.waitFor(
      (x) => /confirm your e-mail/i.test(x.subject ?? '') && sink.to(m.email).includes(x),
    );
    const link = new URL(linkIn(mail, '/confirmemail'));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('email')).toBe(m.email);
    const token = link.searchParams.get('token')!;
    const stored = await t.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('confirm');
    const days = (Date.parse(stored.expires_at) - Date.parse(stored.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect((await auditRows(m.id)).map((r) => r.action)).toEqual(['member.resend_confirmation']);
  });

  it('sends a member who has no password (imported) a new invitation instead', async () => {
    const m = await createMember(t.db, { password_hash: null, email_confirmed_at: null });
    const res = await adminClient.post('/api/admin/members/resendconfirmation', { id: m.id });
    expect(res.json.message).toBe(`A new invitation to set a password has been sent to ${m.email}`);
    const mail = await sink.waitFor((x) => sink.to(m.email).includes(x));
    expect(linkIn(mail, '/passwordreset')).toContain(`email=${encodeURIComponent(m.email)}`);
    expect((await auditRows(m.id)).map((r) => r.action)).toEqual(['member.resend_invitation']);
  });

  it('refuses a member who has confirmed already', async () => {
    const res = await adminClient.post('/api/admin/members/resendconfirmation', { id: member.id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['Peter Holloway has already confirmed their e-mail address'] });
  });
});

describe('bad ids and bad input', () => {
  it('answers 404 for an unknown member and 400 for a bad id, writing nothing', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    for (const path of ['suspend', 'reinstate', 'resendconfirmation']) {
      const res = await adminClient.post(`/api/admin/members/${path}`, { id: 999999 });
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ '': ['There is no member with that id'] });
    }
    expect(
      (await adminClient.post('/api/admin/members/setadmin', { id: 999999, isAdmin: true })).status,
    ).toBe(404);
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }, { id: 1e12 }, { id: null }]) {
      const res = await adminClient.post('/api/admin/members/suspend', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.id).toEqual(['Choose a member']);
    }
    const noFlag = await adminClient.post('/api/admin/members/setadmin', { id: member.id });
    expect(noFlag.status).toBe(400);
    expect(noFlag.json.isAdmin).toEqual(['Say whether the member is to be an administrator']);
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);
  });
});
