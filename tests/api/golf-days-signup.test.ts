import { describe, expect } from 'vitest';
import ICAL from 'ical.js';
import { formatFixtureDate } from '../../src/shared/dates';
import { daysAgo } from '../helpers/account-data';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { harnessWith, type MemberClient } from '../helpers/harness';
import { parseEvents, wellFormedLines } from '../helpers/ical';
import { auditRows } from '../helpers/audit-log';

/** Eight signed-in members, Player0 Golfer to Player7 Golfer, and what each does, by number. */
const test = harnessWith({ env: { SOCIETY_NAME: 'Test Golf Society' } }).extend(
  'golfers',
  async ({ newMember, mail }) => {
    const people: MemberClient[] = [];
    for (let i = 0; i < 8; i += 1)
      people.push(await newMember({ first_name: `Player${i}`, last_name: 'Golfer' }));
    return {
      people,
      enter: (i: number, fixtureId: number) =>
        people[i].post('/api/fixtures/enter', { fixtureId, userId: people[i].id }),
      leave: (i: number, fixtureId: number) =>
        people[i].post('/api/fixtures/leave', { fixtureId, userId: people[i].id }),
      get: (i: number, id: number) => people[i].get(`/api/Fixtures/Get/${id}`),
      mailTo: (i: number, subject: RegExp) => mail.waitFor({ to: people[i].email, subject }),
    };
  },
);

describe('places and the waiting list', () => {
  test('puts a member on the waiting list of a full fixture, tells them their position, and promotes the first when a place frees', async ({
    db,
    mail,
    golfers: { people, enter, leave, get, mailTo },
  }) => {
    const id = await createFixture(db, {
      start_date: dayFromToday(30),
      places: 2,
      event: 'Full Meeting',
      manager_email_addresses: 'captain@example.com',
    });
    for (const i of [0, 1, 2, 3]) expect((await enter(i, id)).json).toBe(true);
    let f = (await get(3, id)).json;
    expect(f).toMatchObject({ places: 2, placesTaken: 2, myStatus: 'waiting', myWaitingPosition: 2 });
    expect(f.registeredPlayers.map((p: { id: number }) => p.id)).toEqual([people[0].id, people[1].id]);
    expect(f.waitingList).toEqual([
      { id: people[2].id, name: 'Player2 Golfer' },
      { id: people[3].id, name: 'Player3 Golfer' },
    ]);
    expect((await get(0, id)).json).toMatchObject({ myStatus: 'registered', myWaitingPosition: null });
    expect((await get(5, id)).json).toMatchObject({ myStatus: 'none', myWaitingPosition: null, team: null });
    await mailTo(3, /You are number 2 on the waiting list for Full Meeting/);
    await mailTo(0, /You have a place in Full Meeting/);

    expect((await enter(2, id)).json).toEqual({ '': ['You are already registered for this fixture'] });

    expect((await leave(1, id)).json).toBe(true);
    f = (await get(2, id)).json;
    expect(f).toMatchObject({ placesTaken: 2, myStatus: 'registered', isSignedUp: true });
    expect(f.waitingList.map((p: { id: number }) => p.id)).toEqual([people[3].id]);
    expect((await get(3, id)).json.myWaitingPosition).toBe(1);
    const promoted = await mailTo(2, /You have a place in Full Meeting/);
    expect(promoted.text).toContain('first on the waiting list');
    await mailTo(1, /You are no longer on Full Meeting/);
    await mail.waitFor({ to: 'captain@example.com', subject: /Player2 Golfer has a place/ });
    const audit = await auditRows(db, { entity: 'fixture_registration', entityId: id });
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['enter', 'join-waiting-list', 'leave', 'promote']),
    );

    // Leaving the waiting list promotes no one and keeps the order of the rest.
    expect((await leave(3, id)).json).toBe(true);
    await mailTo(3, /You are no longer on the waiting list for Full Meeting/);
    expect((await get(0, id)).json.waitingList).toEqual([]);
  });

  test('a leave e-mail takes the event out of the calendar (METHOD:CANCEL); a waiting place is TENTATIVE in the feed, its LAST-MODIFIED moving with the position', async ({
    db,
    visitor,
    golfers: { people, enter, leave, mailTo },
  }) => {
    const id = await createFixture(db, {
      start_date: dayFromToday(40),
      places: 1,
      event: 'Cancel Meeting',
    });
    for (const i of [4, 5, 6]) expect((await enter(i, id)).json).toBe(true);
    const feedPath = new URL((await people[6].get('/api/calendar/feed')).json.url).pathname;
    const myEvent = async () =>
      parseEvents((await visitor.get(feedPath)).text).find((e) => e.uid === `fixture-${id}@localhost`)!;
    // As if it had all happened two days ago, so a change now shows in LAST-MODIFIED.
    await db
      .updateTable('fixtures')
      .set({ updated_at: daysAgo(2) })
      .where('id', '=', id)
      .execute();
    await db
      .updateTable('fixture_registrations')
      .set({ created_at: daysAgo(2), changed_at: null })
      .where('fixture_id', '=', id)
      .execute();
    const before = await myEvent();
    expect(before.status).toBe('TENTATIVE');
    expect(before.description).toContain('You are number 2 on the waiting list');

    expect((await leave(5, id)).json).toBe(true);
    const after = await myEvent();
    expect(after.status).toBe('TENTATIVE');
    expect(after.description).toContain('You are number 1 on the waiting list');
    expect(after.lastModified > before.lastModified).toBe(true);

    for (const [i, subject] of [
      [5, /You are no longer on the waiting list for Cancel Meeting/],
      [4, /You are no longer on Cancel Meeting/],
    ] as const) {
      if (i === 4) expect((await leave(4, id)).json).toBe(true);
      const message = await mailTo(i, subject);
      const ics = message.attachments.find((a) => a.filename === `fixture-${id}.ics`);
      expect(ics, 'the calendar attachment').toBeDefined();
      const type = ics!.headers.get('content-type') as { value: string; params: Record<string, string> };
      expect(type.value).toBe('text/calendar');
      expect(type.params.method).toBe('CANCEL');
      const text = ics!.content.toString('utf8');
      expect(wellFormedLines(text)).toBe(true);
      const cal = new ICAL.Component(ICAL.parse(text));
      expect(cal.getFirstPropertyValue('method')).toBe('CANCEL');
      const [event] = parseEvents(text);
      expect(event).toMatchObject({
        uid: `fixture-${id}@localhost`,
        status: 'CANCELLED',
        start: dayFromToday(40),
      });
      expect(String(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('organizer'))).toMatch(
        /^mailto:/,
      );
    }
    // The member promoted to the place has it as CONFIRMED now.
    expect((await myEvent()).status).toBe('CONFIRMED');
  });

  test('names the date before sign-up opens and after it closes, and refuses leaving after the withdrawal date', async ({
    db,
    golfers: { enter, leave, get },
  }) => {
    const opens = dayFromToday(5);
    const early = await createFixture(db, { start_date: dayFromToday(40), signup_opens: opens });
    let res = await enter(0, early);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': [`Sign-up opens on ${formatFixtureDate(opens, null)}`] });
    const closes = dayFromToday(-1);
    const late = await createFixture(db, { start_date: dayFromToday(40), signup_closes: closes });
    res = await enter(0, late);
    expect(res.json).toEqual({ '': [`Sign-up closed on ${formatFixtureDate(closes, null)}`] });
    const locked = await createFixture(db, { start_date: dayFromToday(40), withdraw_by: dayFromToday(-1) });
    expect((await enter(0, locked)).json).toBe(true);
    res = await leave(0, locked);
    expect(res.status).toBe(400);
    expect(res.json['']![0]).toMatch(
      /^The last day to withdraw was .*: please contact the fixture's manager$/,
    );
    expect((await get(0, locked)).json.myStatus).toBe('registered');
  });

  test('keeps exactly `places` players under concurrent sign-ups, the rest waiting in commit order, each once', async ({
    db,
    golfers: { people, enter, leave },
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(35), places: 3 });
    const results = await Promise.all(people.map((_, i) => enter(i, id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await db
      .selectFrom('fixture_registrations')
      .select(['id', 'member_id', 'list', 'position'])
      .where('fixture_id', '=', id)
      .execute();
    const registered = rows.filter((r) => r.list === 'registered');
    const waiting = rows.filter((r) => r.list === 'waiting').sort((x, y) => x.position - y.position);
    expect(registered).toHaveLength(3);
    expect(waiting).toHaveLength(people.length - 3);
    expect(new Set(rows.map((r) => r.member_id)).size).toBe(people.length);
    expect(waiting.map((r) => r.position)).toEqual(waiting.map((_, i) => i + 1));
    // Rows are numbered as they are inserted, under the fixture's lock: the order the sign-ups were accepted in (the
    // request's time, stamped before it waits for the lock, may be earlier for a later one).
    const inserted = [...waiting].sort((x, y) => x.id - y.id);
    expect(inserted.map((r) => r.member_id)).toEqual(waiting.map((r) => r.member_id));

    // Three leave at once: three promotions, each of a different member, never more than the places.
    const leavers = registered.map((r) => people.findIndex((p) => p.id === r.member_id));
    await Promise.all(leavers.map((i) => leave(i, id)));
    const after = await db
      .selectFrom('fixture_registrations')
      .select(['member_id', 'list'])
      .where('fixture_id', '=', id)
      .execute();
    expect(
      after
        .filter((r) => r.list === 'registered')
        .map((r) => r.member_id)
        .sort(),
    ).toEqual(
      waiting
        .slice(0, 3)
        .map((r) => r.member_id)
        .sort(),
    );
    const promotions = await auditRows(db, { action: 'promote', entityId: id });
    expect(promotions).toHaveLength(3);
  });
});

describe('Add/Edit Fixture: places and dates', () => {
  const base = (over: Record<string, unknown>) => ({
    year: Number(dayFromToday(60).slice(0, 4)),
    event: 'Dated Meeting',
    startDate: dayFromToday(60),
    endDate: dayFromToday(60),
    canRegister: true,
    ...over,
  });

  test('saves places and dates, and answers them in GetForEdit', async ({ admin }) => {
    const res = await admin.post(
      '/api/fixtures/addfixture',
      base({
        places: 24,
        signupOpens: dayFromToday(1),
        signupCloses: dayFromToday(50),
        withdrawBy: dayFromToday(55),
      }),
    );
    expect(res.status).toBe(200);
    const f = (await admin.get(`/api/Fixtures/GetForEdit/${res.json.id}`)).json;
    expect(f).toMatchObject({
      places: 24,
      signupOpens: dayFromToday(1),
      signupCloses: dayFromToday(50),
      withdrawBy: dayFromToday(55),
    });
  });

  test('refuses dates in the wrong order and places out of range, changing nothing', async ({ admin }) => {
    const tooMany = await admin.post('/api/fixtures/addfixture', base({ places: 501 }));
    expect(tooMany.json.addfixture).toEqual(['Places must be a whole number from 1 to 500']);
    const res = await admin.post(
      '/api/fixtures/addfixture',
      base({ signupOpens: dayFromToday(10), signupCloses: dayFromToday(5), withdrawBy: dayFromToday(61) }),
    );
    expect(res.status).toBe(400);
    expect(res.json.addfixture).toEqual([
      'Sign-up Closes must be on or after Sign-up Opens',
      'Withdraw By must be on or before Start Date',
    ]);
    const closesLate = await admin.post('/api/fixtures/addfixture', base({ signupCloses: dayFromToday(60) }));
    expect(closesLate.json.addfixture).toEqual(['Sign-up Closes must be before Start Date']);
  });

  test('refuses fewer places than players registered, naming who would move; more places promote the first waiting', async ({
    db,
    admin,
    golfers: { enter, get, mailTo },
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(70), places: 2 });
    for (const i of [4, 5, 6]) await enter(i, id);
    const edit = (places: number) =>
      admin.post('/api/fixtures/updatefixture', {
        ...base({ startDate: dayFromToday(70), endDate: dayFromToday(70), places }),
        id,
      });
    let res = await edit(1);
    expect(res.status).toBe(400);
    expect(res.json.places[0]).toContain('Player5 Golfer');
    expect((await get(4, id)).json.places).toBe(2);
    res = await edit(3);
    expect(res.status).toBe(200);
    expect((await get(6, id)).json).toMatchObject({ myStatus: 'registered', placesTaken: 3 });
    await mailTo(6, /You have a place in/);
  });
});
