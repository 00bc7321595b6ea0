import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createMember, type TestMember } from '../helpers/factories';
import { linkIn, type SmtpSink } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { hashToken } from '../../src/server/lib/tokens';
import { memberAuditRows, startMemberToolsApp } from '../helpers/admin-members';

let t: TestApp;
let sink: SmtpSink;
let adminClient: TestClient;
let member: TestMember;

beforeAll(async () => {
  ({ t, sink, adminClient, member } = await startMemberToolsApp());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const auditRows = (entityId: number) => memberAuditRows(t.db, entityId);

describe('resend the confirmation e-mail', () => {
  it('sends a registrant who has not confirmed a 14-day link to confirm by choosing the password, and audits it', async () => {
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
    expect(mail.subject).toMatch(/choose your password/);
    const link = new URL(linkIn(mail, '/passwordreset'));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('email')).toBe(m.email);
    const token = link.searchParams.get('token')!;
    const stored = await t.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('invite');
    const days = (Date.parse(stored.expires_at) - Date.parse(stored.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);
    // No password typed before the address was proven signs in: the person chooses it from the link.
    const row = await t.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
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
