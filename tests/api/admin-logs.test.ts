import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createMember } from '../helpers/factories';
import { test } from '../helpers/harness';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows, onlyAuditRow } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';

async function insertMail(
  db: Db,
  values: {
    status: string;
    to?: string;
    attempts?: number;
    lastError?: string | null;
  },
) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: values.to ?? 'someone@example.com',
      subject: 'Secret subject',
      text_body: 'Follow https://example.com/passwordreset?token=SECRET-TOKEN',
      html_body: null,
      status: values.status,
      attempts: values.attempts ?? 0,
      last_error: values.lastError ?? null,
      next_attempt_at: '2999-01-01T00:00:00.000Z',
      created_at: now,
      sent_at: values.status === 'sent' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('who may read the outbox and the audit log', () => {
  test('refuses visitors with 401 and members with 403', async ({ visitor, member }) => {
    await expectAdminOnly(visitor, member, [
      ['GET', '/api/admin/outbox'],
      ['POST', '/api/admin/outbox/resend', { id: 1 }],
      ['GET', '/api/admin/auditlog'],
      ['GET', '/api/admin/auditlog/actions'],
    ]);
  });
});

describe('outbox', () => {
  test('lists messages newest first with status, attempts and last error, never their bodies', async ({
    db,
    admin,
  }) => {
    const failed = await insertMail(db, {
      status: 'failed',
      to: 'failed@example.com',
      attempts: 12,
      lastError: '550 mailbox unavailable',
    });
    const sent = await insertMail(db, { status: 'sent', to: 'sent@example.com', attempts: 1 });
    const res = await admin.get('/api/admin/outbox');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(res.json.items.map((i: { id: number }) => i.id)).toEqual([sent, failed]);
    expect(res.json.items[1]).toEqual({
      id: failed,
      to: 'failed@example.com',
      subject: 'Secret subject',
      status: 'failed',
      attempts: 12,
      lastError: '550 mailbox unavailable',
      createdAt: expect.any(String),
      sentAt: null,
      nextAttemptAt: '2999-01-01T00:00:00.000Z',
    });
    expect(res.text).not.toContain('SECRET-TOKEN');
    const onlyFailed = await admin.get('/api/admin/outbox?status=failed');
    expect(onlyFailed.json.items.map((i: { id: number }) => i.id)).toEqual([failed]);
    const bad = await admin.get('/api/admin/outbox?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.json.status).toEqual(['Choose a status from the list']);
  });

  test('resends a failed message: it is queued again, sent, and the resend is audited', async ({
    db,
    admin,
    mail,
  }) => {
    const id = await insertMail(db, {
      status: 'failed',
      to: 'retry@example.com',
      attempts: 12,
      lastError: 'timeout',
    });
    const res = await admin.post('/api/admin/outbox/resend', { id });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The message to retry@example.com will be sent again');
    expect(res.json.item).toMatchObject({ id, attempts: 0 });
    expect(['pending', 'sending', 'sent']).toContain(res.json.item.status);
    await mail.waitFor({ to: 'retry@example.com' });
    const audit = await onlyAuditRow(db, { action: 'mail.resend' });
    expect(audit).toMatchObject({ actor_id: admin.id, entity: 'mail', entity_id: String(id) });
    expect(JSON.parse(audit.before_json!)).toEqual({
      status: 'failed',
      attempts: 12,
      lastError: 'timeout',
    });
  });

  test('refuses to resend a message that has not failed, an unknown id or a bad id', async ({
    db,
    admin,
  }) => {
    const sent = await insertMail(db, { status: 'sent' });
    await expectFieldErrors(
      admin,
      '/api/admin/outbox/resend',
      { id: sent },
      { '': ['This message has already been sent'] },
    );
    const pending = await insertMail(db, { status: 'pending' });
    expect((await admin.post('/api/admin/outbox/resend', { id: pending })).json).toEqual({
      '': ['This message is still being sent; only a failed message can be sent again'],
    });
    const unknown = await admin.post('/api/admin/outbox/resend', { id: 987654 });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ '': ['There is no message with that id'] });
    const bad = await admin.post('/api/admin/outbox/resend', { id: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.json.id).toEqual(['Choose a message']);
    // A refused resend writes no audit row.
    expect(await auditRows(db, { action: 'mail.resend' })).toHaveLength(0);
  });
});

describe('audit log', () => {
  test('shows who did what and when, newest first, filterable by member and by kind', async ({
    db,
    admin,
  }) => {
    // Three kinds of act by the administrator: a message sent again, then a suspension and its end.
    const failed = await insertMail(db, { status: 'failed', attempts: 12 });
    expect((await admin.post('/api/admin/outbox/resend', { id: failed })).status).toBe(200);
    const m = await createMember(db, { first_name: 'Oliver', last_name: 'Kingsley' });
    await admin.post('/api/admin/members/suspend', { id: m.id });
    await admin.post('/api/admin/members/reinstate', { id: m.id });

    const all = await admin.get('/api/admin/auditlog');
    expect(all.status).toBe(200);
    // (Reinstating him also charges this year's subscription, in the same moment: not what this test reads.)
    const [newest] = all.json.items.filter((i: { action: string }) => i.action !== 'subscription.charge');
    expect(newest).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      actorId: admin.id,
      actorName: 'Richard Ashworth',
      action: 'member.reinstate',
      entity: 'member',
      entityId: String(m.id),
      subjectName: 'Oliver Kingsley',
      entityName: null,
      before: '{"status":"suspended"}',
      after: '{"status":"approved"}',
      names: {},
    });
    const times = all.json.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const aboutOliver = await admin.get(`/api/admin/auditlog?memberId=${m.id}`);
    const actsOnOliver = aboutOliver.json.items
      .map((i: { action: string }) => i.action)
      .filter((a: string) => a !== 'subscription.charge');
    expect(actsOnOliver).toEqual(['member.reinstate', 'member.suspend']);
    const byAdmin = await admin.get(`/api/admin/auditlog?memberId=${admin.id}`);
    expect(byAdmin.json.total).toBe(all.json.total);
    const suspensions = await admin.get('/api/admin/auditlog?action=member.suspend');
    expect(suspensions.json.items.map((i: { entityId: string }) => i.entityId)).toEqual([String(m.id)]);

    const actions = await admin.get('/api/admin/auditlog/actions');
    expect(actions.json).toEqual([
      'mail.resend',
      'member.reinstate',
      'member.suspend',
      'subscription.charge',
    ]);
  });

  test('refuses a bad member id or page', async ({ admin }) => {
    for (const q of ['memberId=abc', 'memberId=-3', 'page=0', `action=${'x'.repeat(61)}`]) {
      const res = await admin.get(`/api/admin/auditlog?${q}`);
      expect(res.status, q).toBe(400);
    }
    const none = await admin.get('/api/admin/auditlog?memberId=99999');
    expect(none.json).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });
});
