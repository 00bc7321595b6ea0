// Sign-up day's withdrawals (decision 0070): on PostgreSQL a member without guests leaves by one statement
// (withdraw-member-alone.service.ts). It must leave the lists, the audit log and the outbox exactly as the general
// way (leaveFixtureIn) does; on SQLite every withdrawal takes the general way.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { Deps } from '../../src/server/lib/deps';
import { harnessWith, type MemberClient } from '../helpers/harness';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { registrationsInOrder } from '../helpers/bookings';
import { inFixtureTurn } from '../../src/server/modules/fixtures/fixture-turns';
import { leaveFixtureIn } from '../../src/server/modules/fixtures/fixture-signup.service';
import { withdrawAlone } from '../../src/server/modules/fixtures/withdraw-member-alone.service';

const test = harnessWith({ env: { SOCIETY_NAME: 'Test Golf Society' } });
const MANAGERS = 'captain@example.com; secretary@example.com';

const sameFixture = (db: Db, places: number) =>
  createFixture(db, {
    start_date: dayFromToday(30),
    withdraw_by: dayFromToday(10),
    places,
    event: 'Spring Meeting',
    location: 'Royal St George’s',
    manager: 'Martin Greaves',
    manager_email_addresses: MANAGERS,
  });

/** The general way, as leaveFixture took it before decision 0070 (and takes it still when the one statement cannot). */
const generalWay = (deps: Deps, actor: { id: number; isAdmin: boolean }, fixtureId: number, userId: number) =>
  inFixtureTurn(fixtureId, () =>
    deps.db.transaction().execute((trx) => leaveFixtureIn(trx, deps, actor, fixtureId, userId)),
  );

/** A fixture's id in links, calendar UIDs and file names, as ID; the calendar's DTSTAMP (the moment) blanked. */
const normalise = (text: string | null, fixtureId: number) =>
  text
    ?.replace(new RegExp(`(enterfixture/(?:<wbr/>)?|fixture-)${fixtureId}(?![0-9])`, 'g'), '$1ID')
    .replace(/DTSTAMP:[0-9TZ]+/g, 'DTSTAMP') ?? null;

const listsOf = (db: Db, fixtureId: number) =>
  registrationsInOrder(db, fixtureId, ['member_id', 'list', 'position', 'team', 'dines']);

async function auditOf(db: Db, fixtureId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'before_json', 'after_json'])
    .where('entity', '=', 'fixture_registration')
    .where('entity_id', '=', String(fixtureId))
    .where('action', 'in', ['leave', 'promote'])
    .orderBy('id')
    .execute();
  const json = (t: string | null) => {
    if (t === null) return null;
    const o = JSON.parse(t) as Record<string, unknown>;
    return 'fixtureId' in o ? { ...o, fixtureId: 'ID' } : o;
  };
  return rows.map((r) => [r.actor_id, r.action, json(r.before_json), json(r.after_json)]);
}

/** The messages queued since the last call, as they would be sent (the fixture's id normalised). */
function outboxReader(db: Db) {
  let seen = 0;
  return async (fixtureId: number) => {
    const rows = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '>', seen)
      .orderBy('id')
      .execute();
    seen = rows.at(-1)?.id ?? seen;
    return rows.map((m) => ({
      to: m.to_address,
      subject: m.subject,
      text: normalise(m.text_body, fixtureId),
      html: normalise(m.html_body, fixtureId),
      headers: m.headers_json,
      attachments: normalise(m.attachments_json, fixtureId),
      about: m.about_member_id,
      blank: m.blank_when_sent,
      status: m.status,
    }));
  };
}

describe('sign-up day: withdrawals', () => {
  test('a member without guests leaves by one statement with the same lists, audit rows, answers and e-mails as the general way', async ({
    db,
    app,
    admin,
    newMember,
  }) => {
    const deps = app.app.deps;
    const one = await sameFixture(db, 2);
    const other = await sameFixture(db, 2);
    const people: MemberClient[] = [];
    for (let i = 0; i < 6; i += 1)
      people.push(await newMember({ first_name: `Player${i}`, last_name: 'Golfer' }));
    for (const fixtureId of [one, other])
      for (const p of people)
        expect((await p.post('/api/fixtures/enter', { fixtureId, userId: p.id })).status).toBe(200);
    // Player2 waits first but is suspended: a freed place passes him by.
    await db.updateTable('members').set({ approval: 'suspended' }).where('id', '=', people[2].id).execute();
    const queued = outboxReader(db);
    await queued(0);

    const asMember = (p: MemberClient) => ({ id: p.id, isAdmin: false });
    const steps: [{ id: number; isAdmin: boolean }, MemberClient, string][] = [
      [asMember(people[0]), people[0], 'holds a place: the first waiting member who may take it has it'],
      [asMember(people[4]), people[4], 'waits: those behind him move up, the managers are not told'],
      [asMember(people[1]), people[1], 'holds a place: the next waiting member has it'],
      [asMember(people[3]), people[3], 'holds a place, and only a suspended member waits: 1 player is left'],
      [
        { id: admin.id, isAdmin: true },
        people[5],
        'withdrawn by an administrator after the withdraw-by date',
      ],
    ];
    for (const [actor, p, why] of steps) {
      if (why.includes('after the withdraw-by date'))
        await db
          .updateTable('fixtures')
          .set({ withdraw_by: dayFromToday(-1) })
          .execute();
      const fast = await withdrawAlone(deps, actor, one, p.id);
      expect(fast === undefined, why).toBe(deps.dialect !== 'postgres');
      const answer = fast ?? (await generalWay(deps, actor, one, p.id));
      const mailsOne = await queued(one);
      const general = await generalWay(deps, actor, other, p.id);
      const mailsOther = await queued(other);
      expect(answer, why).toEqual(general);
      expect(mailsOne, why).toEqual(mailsOther);
      expect(await listsOf(db, one), why).toEqual(await listsOf(db, other));
    }
    expect(await auditOf(db, one)).toEqual(await auditOf(db, other));
    const promoted = (await auditOf(db, one)).filter((a) => a[1] === 'promote').map((a) => a[3]);
    expect(promoted).toEqual([{ memberId: people[3].id }, { memberId: people[5].id }]);
    expect(await listsOf(db, one)).toEqual([
      { member_id: people[2].id, list: 'waiting', position: 1, team: null, dines: 0 },
    ]);
  });

  test('the managers are told the count the lists now hold, in its one-player wording, and no placeholder is left', async ({
    db,
    newMember,
  }) => {
    const id = await sameFixture(db, 2);
    const [a, b] = [await newMember(), await newMember()];
    for (const p of [a, b]) await p.post('/api/fixtures/enter', { fixtureId: id, userId: p.id });
    expect((await a.post('/api/fixtures/leave', { fixtureId: id, userId: a.id })).status).toBe(200);
    expect((await b.post('/api/fixtures/leave', { fixtureId: id, userId: b.id })).status).toBe(200);
    const notices = await db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', 'captain@example.com')
      .where('subject', 'like', '%has withdrawn from%')
      .orderBy('id')
      .execute();
    expect(notices.map((m) => /(\d+ players? (is|are)) now registered/.exec(m.text_body)?.[1])).toEqual([
      '1 player is',
      '0 players are',
    ]);
    const all = await db.selectFrom('mail_outbox').select(['subject', 'text_body', 'html_body']).execute();
    expect(all.some((m) => /987654321/.test(m.subject + m.text_body + (m.html_body ?? '')))).toBe(false);
  });

  test('members holding places leave at once on both processes: each place goes to the next waiting member, in order, each told once', async ({
    db,
    app,
    secondApp,
    newMember,
  }) => {
    const id = await sameFixture(db, 3);
    const people: MemberClient[] = [];
    for (let i = 0; i < 9; i += 1)
      people.push(await newMember({ first_name: `Player${i}`, last_name: 'Golfer' }));
    for (const p of people) await p.post('/api/fixtures/enter', { fixtureId: id, userId: p.id });
    const before = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const leaving = [people[0], people[1], people[2], people[8]];
    const answers = await Promise.all(
      leaving.map((p, i) =>
        p
          .at(i % 2 ? secondApp.baseUrl : app.baseUrl)
          .post('/api/fixtures/leave', { fixtureId: id, userId: p.id }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await listsOf(db, id);
    expect(rows.map((r) => [r.member_id, r.list, r.position])).toEqual([
      [people[3].id, 'registered', 1],
      [people[4].id, 'registered', 2],
      [people[5].id, 'registered', 3],
      [people[6].id, 'waiting', 1],
      [people[7].id, 'waiting', 2],
    ]);
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('id', '>', Number(before?.id ?? 0))
      .orderBy('id')
      .execute();
    for (const p of people) {
      const mine = mails
        .filter((m) => m.to_address.toLowerCase() === p.email.toLowerCase())
        .map((m) => m.subject);
      if (leaving.includes(p)) expect(mine[0]).toMatch(/^You are no longer on/);
      else if ([3, 4, 5].includes(people.indexOf(p)))
        expect(mine).toEqual(['You have a place in Spring Meeting – Test Golf Society']);
      else expect(mine).toEqual([]);
    }
    for (const manager of ['captain@example.com', 'secretary@example.com']) {
      const notices = mails.filter((m) => m.to_address === manager);
      expect(notices.filter((m) => m.subject.includes('has withdrawn from'))).toHaveLength(3);
      expect(notices.filter((m) => m.subject.includes('from the waiting list'))).toHaveLength(3);
      for (const m of notices) expect(m.text_body).toContain('3 players are now registered.');
    }
    const audit = await auditOf(db, id);
    expect(audit.filter((a) => a[1] === 'leave')).toHaveLength(4);
    expect(audit.filter((a) => a[1] === 'promote').map((a) => a[3])).toEqual(
      [3, 4, 5].map((i) => ({ memberId: people[i].id })),
    );
  });

  test('what one statement does not do takes the general way: a fee, a guest, the withdraw-by date passed', async ({
    db,
    app,
    member,
  }) => {
    const deps = app.app.deps;
    const actor = { id: member.id, isAdmin: false };
    const fee = await createFixture(db, { start_date: dayFromToday(30), places: 4, member_fee_pence: 4500 });
    const late = await createFixture(db, {
      start_date: dayFromToday(30),
      places: 4,
      withdraw_by: dayFromToday(-1),
    });
    const guests = await createFixture(db, { start_date: dayFromToday(30), places: 4, guests_per_member: 1 });
    for (const fixtureId of [fee, late])
      expect((await member.post('/api/fixtures/enter', { fixtureId, userId: member.id })).status).toBe(200);
    const withGuest = await member.post('/api/fixtures/enter', {
      fixtureId: guests,
      userId: member.id,
      guests: [{ name: 'Jane Doe', handicap: 12, dinner: null }],
    });
    expect(withGuest.status).toBe(200);
    for (const fixtureId of [fee, late, guests])
      expect(await withdrawAlone(deps, actor, fixtureId, member.id)).toBeUndefined();
    // The general way then answers as it always has.
    const refused = await member.post('/api/fixtures/leave', { fixtureId: late, userId: member.id });
    expect(refused.status).toBe(400);
    const left = await member.post('/api/fixtures/leave', { fixtureId: fee, userId: member.id });
    expect(left.status).toBe(200);
    const charge = await db
      .selectFrom('charges')
      .select(['status', 'cancel_reason'])
      .where('fixture_id', '=', fee)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ status: 'cancelled', cancel_reason: 'withdrew in time' });
  });
});
