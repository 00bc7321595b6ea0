import { describe, expect } from 'vitest';
import { hashToken } from '../../src/server/lib/tokens';
import { createMember } from '../helpers/factories';
import { linkIn } from '../helpers/smtp-sink';
import { test } from '../helpers/harness';
import { memberAuditRows } from '../helpers/admin-members';
import { expectFieldErrors } from '../helpers/field-errors';

describe('resend the confirmation e-mail', () => {
  test('sends a registrant who has not confirmed a 14-day link to confirm by choosing the password, and audits it', async ({
    db,
    admin,
    mail,
  }) => {
    const m = await createMember(db, {
      first_name: 'Henry',
      last_name: 'Unconfirmed',
      email: 'henry.unconfirmed@example.com',
      approval: 'pending',
      email_confirmed_at: null,
    });
    const res = await admin.post('/api/admin/members/resendconfirmation', { id: m.id });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('A new confirmation e-mail has been sent to henry.unconfirmed@example.com');
    const message = await mail.waitFor(
      (x) => /confirm your e-mail/i.test(x.subject ?? '') && mail.to(m.email).includes(x),
    );
    expect(message.subject).toMatch(/choose your password/);
    const link = new URL(linkIn(message, '/passwordreset'));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('email')).toBe(m.email);
    const token = link.searchParams.get('token')!;
    const stored = await db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('invite');
    const days = (Date.parse(stored.expires_at) - Date.parse(stored.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);
    // No password typed before the address was proven signs in: the person chooses it from the link.
    const row = await db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect((await memberAuditRows(db, m.id)).map((r) => r.action)).toEqual(['member.resend_confirmation']);
  });

  test('sends a member who has no password (imported) a new invitation instead', async ({
    db,
    admin,
    mail,
  }) => {
    const m = await createMember(db, { password_hash: null, email_confirmed_at: null });
    const res = await admin.post('/api/admin/members/resendconfirmation', { id: m.id });
    expect(res.json.message).toBe(`A new invitation to set a password has been sent to ${m.email}`);
    const message = await mail.waitFor((x) => mail.to(m.email).includes(x));
    expect(linkIn(message, '/passwordreset')).toContain(`email=${encodeURIComponent(m.email)}`);
    expect((await memberAuditRows(db, m.id)).map((r) => r.action)).toEqual(['member.resend_invitation']);
  });

  test('refuses a member who has confirmed already', async ({ admin, member }) => {
    await expectFieldErrors(
      admin,
      '/api/admin/members/resendconfirmation',
      { id: member.id },
      { '': ['Peter Holloway has already confirmed their e-mail address'] },
    );
  });
});
