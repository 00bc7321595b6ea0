import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createMember, signInAs, type TestMember } from '../helpers/factories';
import type { SmtpSink } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { memberAuditRows, startMemberToolsApp } from '../helpers/admin-members';

let t: TestApp;
let sink: SmtpSink;
let admin: TestMember;
let adminClient: TestClient;
let memberClient: TestClient;
let member: TestMember;

beforeAll(async () => {
  ({ t, sink, admin, adminClient, member, memberClient } = await startMemberToolsApp());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const auditRows = (entityId: number) => memberAuditRows(t.db, entityId);

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
