// Accounts, part of what was accounts.test.ts: Approve Users (spec §8).
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { LOGIN_NOT_APPROVED } from '../../src/shared/schemas/accounts';
import { createMember } from '../helpers/factories';
import { harnessWith } from '../helpers/harness';
import { login, sentTo } from '../helpers/account-helpers';
import { onlyAuditRow } from '../helpers/audit-log';

const test = harnessWith({ env: { ADMIN_NOTIFY_EMAIL: 'notify@society.example' } });

async function memberRow(db: Db, email: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
}

describe('approving members', () => {
  test('lists members awaiting approval to administrators only', async ({ db, visitor, member, admin }) => {
    const waiting = await createMember(db, { approval: 'pending', first_name: 'Waiting' });
    const unconfirmed = await createMember(db, { approval: 'pending', email_confirmed_at: null });
    expect((await visitor.get('/api/Admin/ListUnApprovedUsers')).status).toBe(401);
    expect((await member.get('/api/admin/listunapprovedusers')).status).toBe(403);
    const res = await admin.get('/api/Admin/ListUnApprovedUsers');
    expect(res.status).toBe(200);
    const ids = res.json.map((r: { id: number }) => r.id);
    expect(ids).toContain(waiting.id);
    expect(ids).toContain(unconfirmed.id);
    expect(ids).not.toContain(member.id);
    expect(ids).not.toContain(admin.id);
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

  test('approves: audit row, the approval e-mail, and the member can log in', async ({
    app,
    db,
    visitor,
    member,
    admin,
    mail,
  }) => {
    const waiting = await createMember(db, { approval: 'pending', first_name: 'Approvable' });
    expect((await member.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).status).toBe(
      403,
    );
    expect((await visitor.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).status).toBe(
      401,
    );
    expect((await login(app.client(), waiting.email, waiting.password)).json).toEqual({
      '': [LOGIN_NOT_APPROVED],
    });
    const res = await admin.post('/api/admin/approveuser', { id: waiting.id, isApproved: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: waiting.id, isApproved: true });
    const row = await memberRow(db, waiting.email);
    expect(row.approval).toBe('approved');
    expect(row.approved_at).not.toBeNull();
    expect(await onlyAuditRow(db, { action: 'member.approve', entityId: waiting.id })).toMatchObject({
      actor_id: admin.id,
    });
    const approval = await mail.waitFor((m) => sentTo(m, waiting.email));
    expect(approval.subject).toMatch(/membership is approved/);
    expect(approval.text).toContain('Dear Approvable,');
    expect((await login(app.client(), waiting.email, waiting.password)).status).toBe(200);
    // Approving again changes nothing and sends nothing: once the outbox has sent all it holds, still one message.
    expect((await admin.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).json).toEqual({
      id: waiting.id,
      isApproved: true,
    });
    await mail.settled();
    expect(mail.to(waiting.email)).toHaveLength(1);
    const list = await admin.get('/api/Admin/ListUnApprovedUsers');
    expect(list.json.map((r: { id: number }) => r.id)).not.toContain(waiting.id);
  });

  test('refuses unknown ids, bad input and suspended members', async ({ db, admin }) => {
    const suspended = await createMember(db, { approval: 'suspended' });
    expect((await admin.post('/api/admin/approveuser', { id: 999999, isApproved: true })).status).toBe(404);
    expect((await admin.post('/api/admin/approveuser', { id: 'x', isApproved: true })).status).toBe(400);
    expect((await admin.post('/api/admin/approveuser', { id: suspended.id, isApproved: false })).status).toBe(
      400,
    );
    const s = await admin.post('/api/admin/approveuser', { id: suspended.id, isApproved: true });
    expect(s.status).toBe(400);
    expect(s.json[''][0]).toMatch(/suspended/);
  });
});
