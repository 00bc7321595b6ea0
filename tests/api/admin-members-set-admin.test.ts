import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import type { SmtpSink } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { memberAuditRows, startMemberToolsApp } from '../helpers/admin-members';

let t: TestApp;
let sink: SmtpSink;
let admin: TestMember;
let adminClient: TestClient;

beforeAll(async () => {
  ({ t, sink, admin, adminClient } = await startMemberToolsApp());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const auditRows = (entityId: number) => memberAuditRows(t.db, entityId);

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
