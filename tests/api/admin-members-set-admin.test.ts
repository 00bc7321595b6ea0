import { describe, expect } from 'vitest';
import { createAdmin, createMember, memberById } from '../helpers/factories';
import { memberAuditRows } from '../helpers/admin-members';
import { test } from '../helpers/harness';
import { expectFieldErrors } from '../helpers/field-errors';

describe('make or remove an administrator', () => {
  test('makes an approved member an administrator and removes them again, with audit rows', async ({
    db,
    admin,
  }) => {
    const m = await createMember(db, { first_name: 'Hugh', last_name: 'Maitland' });
    const made = await admin.post('/api/admin/members/setadmin', { id: m.id, isAdmin: true });
    expect(made.status).toBe(200);
    expect(made.json.message).toBe('Hugh Maitland is now an administrator');
    expect(made.json.member).toMatchObject({ id: m.id, isAdmin: true });
    const removed = await admin.post('/api/admin/members/setadmin', { id: m.id, isAdmin: false });
    expect(removed.json.message).toBe('Hugh Maitland is no longer an administrator');
    const rows = await memberAuditRows(db, m.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.before_json, r.after_json])).toEqual([
      ['member.make_admin', admin.id, '{"isAdmin":false}', '{"isAdmin":true}'],
      ['member.remove_admin', admin.id, '{"isAdmin":true}', '{"isAdmin":false}'],
    ]);
  });

  test('a member made administrator gets the admin routes at once', async ({ member: m, admin }) => {
    expect((await m.get('/api/admin/members')).status).toBe(403);
    await admin.post('/api/admin/members/setadmin', { id: m.id, isAdmin: true });
    expect((await m.get('/api/admin/members')).status).toBe(200);
    await admin.post('/api/admin/members/setadmin', { id: m.id, isAdmin: false });
    expect((await m.get('/api/admin/members')).status).toBe(403);
  });

  test('never removes the last administrator', async ({ db, admin }) => {
    await expectFieldErrors(
      admin,
      '/api/admin/members/setadmin',
      { id: admin.id, isAdmin: false },
      { '': ['The society must always have at least one administrator'] },
    );
    expect((await memberById(db, admin.id)).is_admin).toBe(1);
    expect((await memberAuditRows(db, admin.id)).length).toBe(0);
  });

  test('lets an administrator step down when another remains', async ({ db, admin: c }) => {
    await createAdmin(db);
    const other = c;
    const res = await c.post('/api/admin/members/setadmin', { id: other.id, isAdmin: false });
    expect(res.status).toBe(200);
    expect(res.json.member.isAdmin).toBe(false);
    expect((await c.get('/api/admin/members')).status).toBe(403);
  });

  test('refuses to make a member who is not approved an administrator', async ({ db, admin }) => {
    const m = await createMember(db, { approval: 'pending', first_name: 'Ann', last_name: 'Pending' });
    const res = await admin.post('/api/admin/members/setadmin', { id: m.id, isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.json[''][0]).toBe(
      'Only an approved member can be made an administrator; Ann Pending is awaiting approval',
    );
  });

  test('answers an unchanged state without an audit row', async ({ db, admin }) => {
    const m = await createMember(db, { first_name: 'Al', last_name: 'Same' });
    const res = await admin.post('/api/admin/members/setadmin', { id: m.id, isAdmin: false });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Al Same is not an administrator');
    expect(await memberAuditRows(db, m.id)).toEqual([]);
  });
});
