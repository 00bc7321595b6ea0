// Accounts, part of what was accounts.test.ts: Approve Users (spec §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_NOT_APPROVED } from '../../src/shared/schemas/accounts';
import type { TestApp } from '../helpers/test-app';
import { startWithMailSink } from '../helpers/start-app-with';
import { createAdmin, createMember, signInAs } from '../helpers/factories';
import type { SmtpSink } from '../helpers/smtp-sink';
import { login, sentTo } from '../helpers/account-helpers';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  ({ t, sink } = await startWithMailSink({ ADMIN_NOTIFY_EMAIL: 'notify@society.example' }));
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

async function memberRow(email: string) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
}

describe('approving members', () => {
  it('lists members awaiting approval to administrators only', async () => {
    const waiting = await createMember(t.db, { approval: 'pending', first_name: 'Waiting' });
    const unconfirmed = await createMember(t.db, { approval: 'pending', email_confirmed_at: null });
    const approved = await createMember(t.db);
    expect((await t.client().get('/api/Admin/ListUnApprovedUsers')).status).toBe(401);
    const mc = t.client();
    await signInAs(mc, t.db, approved.id);
    expect((await mc.get('/api/admin/listunapprovedusers')).status).toBe(403);
    const admin = await createAdmin(t.db);
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    const res = await a.get('/api/Admin/ListUnApprovedUsers');
    expect(res.status).toBe(200);
    const ids = res.json.map((r: { id: number }) => r.id);
    expect(ids).toContain(waiting.id);
    expect(ids).toContain(unconfirmed.id);
    expect(ids).not.toContain(approved.id);
    const row = res.json.find((r: { id: number }) => r.id === waiting.id);
    expect(row).toEqual({
      id: waiting.id,
      email: waiting.email,
      firstName: 'Waiting',
      lastName: waiting.lastName,
      year: 1985,
      house: 'Kipling',
      handicap: 12,
      emailConfirmed: true,
      createdAt: expect.any(String),
    });
    expect(res.json.find((r: { id: number }) => r.id === unconfirmed.id).emailConfirmed).toBe(false);
  });

  it('approves: audit row, the approval e-mail, and the member can log in', async () => {
    const waiting = await createMember(t.db, { approval: 'pending', first_name: 'Approvable' });
    const admin = await createAdmin(t.db);
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    const mc = t.client();
    await signInAs(mc, t.db, (await createMember(t.db)).id);
    expect((await mc.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).status).toBe(403);
    expect(
      (await t.client().post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).status,
    ).toBe(401);
    expect((await login(t.client(), waiting.email, waiting.password)).json).toEqual({
      '': [LOGIN_NOT_APPROVED],
    });
    const res = await a.post('/api/admin/approveuser', { id: waiting.id, isApproved: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: waiting.id, isApproved: true });
    const row = await memberRow(waiting.email);
    expect(row.approval).toBe('approved');
    expect(row.approved_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.approve')
      .where('entity_id', '=', String(waiting.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_id).toBe(admin.id);
    const mail = await sink.waitFor((m) => sentTo(m, waiting.email));
    expect(mail.subject).toMatch(/membership is approved/);
    expect(mail.text).toContain('Dear Approvable,');
    expect((await login(t.client(), waiting.email, waiting.password)).status).toBe(200);
    // Approving again changes nothing and sends nothing.
    expect((await a.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).json).toEqual({
      id: waiting.id,
      isApproved: true,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.to(waiting.email)).toHaveLength(1);
    const list = await a.get('/api/Admin/ListUnApprovedUsers');
    expect(list.json.map((r: { id: number }) => r.id)).not.toContain(waiting.id);
  });

  it('refuses unknown ids, bad input and suspended members', async () => {
    const admin = await createAdmin(t.db);
    const suspended = await createMember(t.db, { approval: 'suspended' });
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    expect((await a.post('/api/admin/approveuser', { id: 999999, isApproved: true })).status).toBe(404);
    expect((await a.post('/api/admin/approveuser', { id: 'x', isApproved: true })).status).toBe(400);
    expect((await a.post('/api/admin/approveuser', { id: suspended.id, isApproved: false })).status).toBe(
      400,
    );
    const s = await a.post('/api/admin/approveuser', { id: suspended.id, isApproved: true });
    expect(s.status).toBe(400);
    expect(s.json[''][0]).toMatch(/suspended/);
  });
});
