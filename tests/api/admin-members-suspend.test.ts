import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createMember, signInAs } from '../helpers/factories';
import { memberAuditRows } from '../helpers/admin-members';
import { test } from '../helpers/harness';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows } from '../helpers/audit-log';
import { registrationsInOrder } from '../helpers/bookings';

describe('suspend and reinstate', () => {
  test('suspends a member: their sessions end, they leave the directory; reinstating brings them back', async ({
    app,
    db,
    admin,
    member,
  }) => {
    const m = await createMember(db, { first_name: 'Oliver', last_name: 'Kingsley' });
    const c = app.client();
    await signInAs(c, db, m.id);
    expect((await c.get('/api/members/search?lastName=kingsley')).json.total).toBe(1);

    const res = await admin.post('/api/admin/members/suspend', { id: m.id });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Oliver Kingsley has been suspended and logged out');
    expect(res.json.member.status).toBe('suspended');
    expect((await c.get('/api/members/search?lastName=kingsley')).status).toBe(401);
    const live = await db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await member.get('/api/members/search?lastName=kingsley')).json.total).toBe(0);

    const again = await admin.post('/api/admin/members/suspend', { id: m.id });
    expect(again.json.message).toBe('Oliver Kingsley is already suspended');

    const back = await admin.post('/api/admin/members/reinstate', { id: m.id });
    expect(back.status).toBe(200);
    expect(back.json.message).toBe('Oliver Kingsley has been reinstated');
    expect(back.json.member.status).toBe('approved');
    expect((await member.get('/api/members/search?lastName=kingsley')).json.total).toBe(1);

    const rows = await memberAuditRows(db, m.id);
    // (Reinstating also charges the year's subscription if he has no charge for it: audited as subscription.charge.)
    const memberActs = rows.filter((r) => r.action.startsWith('member.'));
    expect(memberActs.map((r) => [r.action, r.actor_id, r.before_json, r.after_json])).toEqual([
      ['member.suspend', admin.id, '{"status":"approved"}', '{"status":"suspended"}'],
      ['member.reinstate', admin.id, '{"status":"suspended"}', '{"status":"approved"}'],
    ]);
  });

  test('refuses to suspend yourself', async ({ admin }) => {
    await expectFieldErrors(
      admin,
      '/api/admin/members/suspend',
      { id: admin.id },
      { '': ['You cannot suspend yourself'] },
    );
  });

  test('says when there is nothing to reinstate', async ({ admin, member }) => {
    const res = await admin.post('/api/admin/members/reinstate', { id: member.id });
    expect(res.json.message).toBe('Peter Holloway is not suspended');
  });
});

describe('a suspended member and the golf days', () => {
  const put = (
    db: Db,
    fixtureId: number,
    memberId: number,
    list: 'registered' | 'waiting',
    position: number,
  ) => insertEntry(db, { fixtureId, memberId, list, position, at: new Date().toISOString() });
  const onLists = async (db: Db, fixtureId: number) => {
    const rows = await registrationsInOrder(db, fixtureId, ['member_id', 'list']);
    return rows.map((r) => `${r.list}:${r.member_id}`);
  };
  test('suspending takes them off every list still to come, and the next on each waiting list takes the place', async ({
    db,
    mail,
    admin,
  }) => {
    const frank = await createMember(db, { first_name: 'Frank', last_name: 'Field' });
    const grace = await createMember(db, { first_name: 'Grace', last_name: 'Green' });
    const hal = await createMember(db, { first_name: 'Hal', last_name: 'Hill' });
    const full = await createFixture(db, {
      start_date: dayFromToday(10),
      places: 1,
      event: 'Suspension Day',
      manager_email_addresses: 'organiser@example.com',
    });
    const waiting = await createFixture(db, { start_date: dayFromToday(11), places: 1 });
    const past = await createFixture(db, { start_date: dayFromToday(-10), places: 1 });
    await put(db, full, frank.id, 'registered', 1);
    await put(db, full, grace.id, 'waiting', 1);
    await put(db, waiting, hal.id, 'registered', 1);
    await put(db, waiting, frank.id, 'waiting', 1);
    await put(db, waiting, grace.id, 'waiting', 2);
    await put(db, past, frank.id, 'registered', 1);

    const res = await admin.post('/api/admin/members/suspend', { id: frank.id });
    expect(res.json.message).toBe(
      'Frank Field has been suspended and logged out, and taken off the lists of 2 fixtures',
    );
    expect(await onLists(db, full)).toEqual([`registered:${grace.id}`]);
    expect(await onLists(db, waiting)).toEqual([`registered:${hal.id}`, `waiting:${grace.id}`]);
    expect(await onLists(db, past)).toEqual([`registered:${frank.id}`]);
    await mail.waitFor({ to: grace.email, subject: /^You have a place in Suspension Day/ });
    await mail.waitFor({
      to: 'organiser@example.com',
      subject: /^Grace Green has a place in Suspension Day from the waiting list/,
    });
    expect(mail.to(frank.email)).toEqual([]);

    const rows = await memberAuditRows(db, frank.id);
    expect(rows.map((r) => [r.action, r.before_json, r.after_json])).toEqual([
      ['member.suspend', '{"status":"approved"}', '{"status":"suspended"}'],
    ]);
    expect(await auditRows(db, { action: 'promote', entityId: full })).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        entity_id: String(full),
        after_json: JSON.stringify({ memberId: grace.id }),
      }),
    ]);
  });

  test('a freed place passes a suspended member by, and they cannot be added or entered', async ({
    db,
    admin,
    mail,
  }) => {
    const sam = await createMember(db, { first_name: 'Sam', last_name: 'Suspended' });
    const holder = await createMember(db);
    const next = await createMember(db, { first_name: 'Nina', last_name: 'Next' });
    const f = await createFixture(db, { start_date: dayFromToday(12), places: 1, event: 'Skip Day' });
    await admin.post('/api/admin/members/suspend', { id: sam.id });
    // As a list kept from before suspension took members off: the suspended member first on the waiting list.
    await put(db, f, holder.id, 'registered', 1);
    await put(db, f, sam.id, 'waiting', 1);
    await put(db, f, next.id, 'waiting', 2);

    expect((await admin.post('/api/fixtures/leave', { fixtureId: f, userId: holder.id })).json).toBe(true);
    expect(await onLists(db, f)).toEqual([`registered:${next.id}`, `waiting:${sam.id}`]);
    await mail.waitFor({ to: next.email, subject: /^You have a place in Skip Day/ });

    const moved = await admin.post('/api/fixtures/players/move', {
      fixtureId: f,
      memberId: sam.id,
      list: 'registered',
      position: 1,
    });
    expect(moved.json).toEqual({ '': ['A suspended member cannot be given a place'] });

    const other = await createFixture(db, { start_date: dayFromToday(13) });
    await expectFieldErrors(
      admin,
      '/api/fixtures/players/add',
      { fixtureId: other, memberId: sam.id },
      { '': ['Only approved members can be added to a fixture'] },
    );
    const enter = await admin.post('/api/fixtures/enter', { fixtureId: other, userId: sam.id });
    expect(enter.status).toBe(400);
    expect(await onLists(db, other)).toEqual([]);
  });
});
