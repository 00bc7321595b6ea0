import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createMember, signInAs, type TestMember } from '../helpers/factories';
import type { SmtpSink } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { memberAuditRows, startMemberToolsApp } from '../helpers/admin-members';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';

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

describe('a suspended member and the golf days', () => {
  const put = (fixtureId: number, memberId: number, list: 'registered' | 'waiting', position: number) =>
    insertEntry(t.db, { fixtureId, memberId, list, position, at: new Date().toISOString() });
  const onLists = async (fixtureId: number) => {
    const rows = await t.db
      .selectFrom('fixture_registrations')
      .select(['member_id', 'list'])
      .where('fixture_id', '=', fixtureId)
      .orderBy('list')
      .orderBy('position')
      .execute();
    return rows.map((r) => `${r.list}:${r.member_id}`);
  };
  const mailTo = (who: TestMember | string, subject: RegExp) =>
    sink.waitFor(
      (x) =>
        JSON.stringify(x.to).includes(typeof who === 'string' ? who : who.email) &&
        subject.test(x.subject ?? ''),
    );

  it('suspending takes them off every list still to come, and the next on each waiting list takes the place', async () => {
    const frank = await createMember(t.db, { first_name: 'Frank', last_name: 'Field' });
    const grace = await createMember(t.db, { first_name: 'Grace', last_name: 'Green' });
    const hal = await createMember(t.db, { first_name: 'Hal', last_name: 'Hill' });
    const full = await createFixture(t.db, {
      start_date: dayFromToday(10),
      places: 1,
      event: 'Suspension Day',
      manager_email_addresses: 'organiser@example.com',
    });
    const waiting = await createFixture(t.db, { start_date: dayFromToday(11), places: 1 });
    const past = await createFixture(t.db, { start_date: dayFromToday(-10), places: 1 });
    await put(full, frank.id, 'registered', 1);
    await put(full, grace.id, 'waiting', 1);
    await put(waiting, hal.id, 'registered', 1);
    await put(waiting, frank.id, 'waiting', 1);
    await put(waiting, grace.id, 'waiting', 2);
    await put(past, frank.id, 'registered', 1);

    const res = await adminClient.post('/api/admin/members/suspend', { id: frank.id });
    expect(res.json.message).toBe(
      'Frank Field has been suspended and logged out, and taken off the lists of 2 fixtures',
    );
    expect(await onLists(full)).toEqual([`registered:${grace.id}`]);
    expect(await onLists(waiting)).toEqual([`registered:${hal.id}`, `waiting:${grace.id}`]);
    expect(await onLists(past)).toEqual([`registered:${frank.id}`]);
    await mailTo(grace, /^You have a place in Suspension Day/);
    await mailTo('organiser@example.com', /^Grace Green has a place in Suspension Day from the waiting list/);
    expect(sink.to(frank.email)).toEqual([]);

    const rows = await auditRows(frank.id);
    expect(rows.map((r) => [r.action, r.before_json, r.after_json])).toEqual([
      ['member.suspend', '{"status":"approved"}', '{"status":"suspended"}'],
    ]);
    const promotions = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'entity_id', 'after_json'])
      .where('action', '=', 'promote')
      .where('entity_id', '=', String(full))
      .execute();
    expect(promotions).toEqual([
      { actor_id: admin.id, entity_id: String(full), after_json: JSON.stringify({ memberId: grace.id }) },
    ]);
  });

  it('a freed place passes a suspended member by, and they cannot be added or entered', async () => {
    const sam = await createMember(t.db, { first_name: 'Sam', last_name: 'Suspended' });
    const holder = await createMember(t.db);
    const next = await createMember(t.db, { first_name: 'Nina', last_name: 'Next' });
    const f = await createFixture(t.db, { start_date: dayFromToday(12), places: 1, event: 'Skip Day' });
    await adminClient.post('/api/admin/members/suspend', { id: sam.id });
    // As a list kept from before suspension took members off: the suspended member first on the waiting list.
    await put(f, holder.id, 'registered', 1);
    await put(f, sam.id, 'waiting', 1);
    await put(f, next.id, 'waiting', 2);

    expect((await adminClient.post('/api/fixtures/leave', { fixtureId: f, userId: holder.id })).json).toBe(
      true,
    );
    expect(await onLists(f)).toEqual([`registered:${next.id}`, `waiting:${sam.id}`]);
    await mailTo(next, /^You have a place in Skip Day/);

    const moved = await adminClient.post('/api/fixtures/players/move', {
      fixtureId: f,
      memberId: sam.id,
      list: 'registered',
      position: 1,
    });
    expect(moved.json).toEqual({ '': ['A suspended member cannot be given a place'] });

    const other = await createFixture(t.db, { start_date: dayFromToday(13) });
    const add = await adminClient.post('/api/fixtures/players/add', { fixtureId: other, memberId: sam.id });
    expect(add.status).toBe(400);
    expect(add.json).toEqual({ '': ['Only approved members can be added to a fixture'] });
    const enter = await adminClient.post('/api/fixtures/enter', { fixtureId: other, userId: sam.id });
    expect(enter.status).toBe(400);
    expect(await onLists(other)).toEqual([]);
  });
});
