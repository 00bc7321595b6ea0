// One-click answers in e-mails (DESIGN.md 'From the inbox'): the links of reminders and announcements, the page's
// data (GET /api/act, which changes nothing) and its one button (POST /api/act), with the site's own rules.
import { describe, expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Action } from '../../src/shared/schemas/act';
import { createActionLinks } from '../../src/server/modules/act/act-links';
import { ACT_PRESSES_PER_MINUTE } from '../../src/server/modules/act/act.routes';
import { hashToken } from '../../src/server/lib/tokens';
import { createMember, signInAs, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { harnessWith } from '../helpers/harness';
import { registrationsInOrder } from '../helpers/bookings';
import type { TestApp } from '../helpers/test-app';

const at = () => new Date().toISOString();

/** What the tests do to the test's app: put members on lists, make links, open and press them, read the lists. */
function actOn(t: TestApp) {
  /** Puts members on a fixture's list, then its waiting list, in the order given. */
  async function lists(fixtureId: number, registered: TestMember[], waiting: TestMember[] = []) {
    const rows = [
      ...registered.map((m, i) => ({ member: m, list: 'registered' as const, position: i + 1 })),
      ...waiting.map((m, i) => ({ member: m, list: 'waiting' as const, position: i + 1 })),
    ];
    for (const r of rows)
      await t.db
        .insertInto('fixture_registrations')
        .values({
          fixture_id: fixtureId,
          member_id: r.member.id,
          created_at: at(),
          list: r.list,
          position: r.position,
        })
        .execute();
  }

  /** New links made by the server's own code, as a reminder or an announcement makes them; answers the tokens. */
  async function linksFor(memberId: number, fixtureId: number, ...actions: Action[]) {
    const urls = await createActionLinks(
      t.db,
      t.config.publicUrl,
      actions.map((action) => ({ memberId, fixtureId, action })),
    );
    return urls.map((u) => u.split('/act/')[1]);
  }

  const view = (token: string) => t.client().get(`/api/act?token=${encodeURIComponent(token)}`);
  const press = (token: string) => t.client().post('/api/act', { token });

  const listOf = async (fixtureId: number) => {
    const rows = await registrationsInOrder(t.db, fixtureId, ['member_id', 'list']);
    return {
      registered: rows.filter((r) => r.list === 'registered').map((r) => r.member_id),
      waiting: rows.filter((r) => r.list === 'waiting').map((r) => r.member_id),
    };
  };

  /** Everything a press could change: the lists, the links, the outbox and the audit log. */
  const snapshot = async () => ({
    registrations: await t.db.selectFrom('fixture_registrations').selectAll().orderBy('id').execute(),
    links: await t.db.selectFrom('action_tokens').selectAll().orderBy('id').execute(),
    outbox: await t.db.selectFrom('mail_outbox').select('id').orderBy('id').execute(),
    audit: await t.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

  /** A member with the only entry of a fixture ten days off, and his link 'I can no longer play'. */
  async function oneEntrant() {
    const fixture = await createFixture(t.db, { start_date: dayFromToday(10) });
    const m = await createMember(t.db);
    await lists(fixture, [m]);
    const [go] = await linksFor(m.id, fixture, 'cannot-play');
    return { fixture, go };
  }

  return { lists, linksFor, oneEntrant, view, press, listOf, snapshot };
}

const test = harnessWith({ env: { MAIL_PER_SECOND: '1000', SOCIETY_NAME: 'Test Golf Society' } }).extend(
  'act',
  async ({ app }) => actOn(app),
);

const actLinksIn = (message: ParsedMail) =>
  [...(message.text ?? '').matchAll(/^(.+):\nhttp:\/\/localhost:3000\/act\/([\w-]+)$/gm)].map((m) => ({
    label: m[1],
    token: m[2],
  }));

describe('the reminder carries one-click answers', () => {
  test("a member with a place gets 'I'm still playing' and 'I can no longer play'; one waiting gets the waiting list's two", async ({
    app,
    db,
    mail,
    act: { lists, view, snapshot },
  }) => {
    const fixture = await createFixture(db, {
      start_date: dayFromToday(4),
      event: 'Spring Meeting',
      places: 1,
    });
    const placed = await createMember(db, { first_name: 'Richard' });
    const waiting = await createMember(db, { first_name: 'Walter' });
    await lists(fixture, [placed], [waiting]);
    expect(await app.app.reminders.run()).toBe(2);

    const toPlaced = await mail.waitFor({ to: placed.email });
    expect(actLinksIn(toPlaced).map((l) => l.label)).toEqual(["I'm still playing", 'I can no longer play']);
    const toWaiting = await mail.waitFor({ to: waiting.email });
    expect(actLinksIn(toWaiting).map((l) => l.label)).toEqual([
      'Keep my place on the waiting list',
      'Take me off the waiting list',
    ]);
    // The HTML has each as a large button with its address written out beneath.
    for (const { label, token } of actLinksIn(toPlaced)) {
      expect(toPlaced.html).toContain(`>${label.replace("'", '&#x27;')}</`);
      expect((toPlaced.html as string).match(new RegExp(`/act/${token}`, 'g'))?.length).toBe(2);
    }
    // Four links, each of its own member and action, stored only as hashes of 43-character tokens.
    const stored = await db.selectFrom('action_tokens').selectAll().orderBy('id').execute();
    expect(stored.map((r) => [r.member_id, r.action])).toEqual([
      [placed.id, 'still-playing'],
      [placed.id, 'cannot-play'],
      [waiting.id, 'keep-waiting'],
      [waiting.id, 'leave-waiting'],
    ]);
    const tokens = [...actLinksIn(toPlaced), ...actLinksIn(toWaiting)].map((l) => l.token);
    expect(tokens.every((tk) => tk.length === 43)).toBe(true);
    expect(stored.map((r) => r.token_hash)).toEqual(tokens.map(hashToken));
    expect(JSON.stringify(stored)).not.toContain(tokens[0]);

    // Once sent, the outbox keeps no working link (only the hashes are kept).
    await expect
      .poll(
        async () =>
          (await db.selectFrom('mail_outbox').select(['status', 'text_body', 'html_body']).execute()).filter(
            (r) => r.status === 'sent' && !`${r.text_body}${r.html_body}`.includes('/act/'),
          ).length,
        { timeout: 10_000 },
      )
      .toBe(2);

    // What the page shows for the first: who, what, which day; opening it changed nothing.
    const before = await snapshot();
    const page = await view(tokens[1]);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      state: 'ready',
      action: 'cannot-play',
      firstName: 'Richard',
      fixture: { id: fixture, event: 'Spring Meeting', startDate: dayFromToday(4) },
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/act and the page /act/{token} change nothing', () => {
  test('opening a link any number of times, as a mail scanner does, leaves the lists, the link and the outbox alone', async ({
    app,
    act: { oneEntrant, view, press, listOf, snapshot },
  }) => {
    const { fixture, go } = await oneEntrant();
    const before = await snapshot();
    for (let i = 0; i < 3; i += 1) {
      expect((await view(go)).json.state).toBe('ready');
      // The page's own address is an ordinary page of the client (it asks GET /api/act itself).
      expect((await app.client().get(`/act/${go}`)).status).toBeLessThan(500);
      // HEAD and other methods on the API do nothing either.
      expect((await app.client().request('HEAD', `/api/act?token=${go}`)).status).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
    expect((await press(go)).status).toBe(200);
    expect((await listOf(fixture)).registered).toEqual([]);
  });

  test('an unknown, tampered or missing token is "invalid" and names nobody', async ({
    app,
    act: { oneEntrant, view, press, snapshot },
  }) => {
    const { go } = await oneEntrant();
    const tampered = go.slice(0, -1) + (go.endsWith('A') ? 'B' : 'A');
    const before = await snapshot();
    for (const bad of [tampered, go.slice(0, 20), 'x'.repeat(43), '', '../../etc/passwd', go + go]) {
      const page = await view(bad);
      expect(page.status).toBe(200);
      expect(page.json).toEqual({
        state: 'invalid',
        action: null,
        firstName: null,
        fixture: null,
        waitingPosition: null,
        full: false,
        reason: null,
      });
      const res = await press(bad);
      expect([400, 404]).toContain(res.status);
      expect(res.json[''][0]).toMatch(/not valid|link/);
    }
    expect((await app.client().post('/api/act', {})).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/act: the button', () => {
  test('"I can no longer play" frees the place; the first waiting member is promoted and e-mailed; the link then says it is used', async ({
    db,
    mail,
    act: { lists, linksFor, view, press, listOf, snapshot },
  }) => {
    const fixture = await createFixture(db, {
      start_date: dayFromToday(6),
      event: 'Halford Day',
      manager_email_addresses: 'captain@example.com',
      places: 1,
    });
    const richard = await createMember(db, { first_name: 'Richard' });
    const first = await createMember(db, { first_name: 'Firstwaiting' });
    const second = await createMember(db);
    await lists(fixture, [richard], [first, second]);
    const [stay, go] = await linksFor(richard.id, fixture, 'still-playing', 'cannot-play');

    const res = await press(go);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ outcome: 'left', waitingPosition: null });
    expect(await listOf(fixture)).toEqual({ registered: [first.id], waiting: [second.id] });
    await mail.waitFor({ to: first.email, subject: /place/i });
    await mail.waitFor({ to: richard.email });
    await mail.waitFor({ to: 'captain@example.com' });

    // Used: says so, changes nothing.
    const before = await snapshot();
    const again = await press(go);
    expect(again.status).toBe(400);
    expect(again.json[''][0]).toBe('This link has already been used. Nothing has been changed.');
    expect((await view(go)).json).toMatchObject({
      state: 'used',
      action: 'cannot-play',
      firstName: 'Richard',
    });
    // The other answer of the same e-mail no longer has a place to confirm.
    expect((await view(stay)).json).toMatchObject({ state: 'blocked' });
    expect((await press(stay)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  test('"I\'m still playing" and "Keep my place" are noted once; "Take me off" leaves the waiting list', async ({
    db,
    act: { lists, linksFor, press, view, listOf },
  }) => {
    const fixture = await createFixture(db, { start_date: dayFromToday(6), places: 1 });
    const placed = await createMember(db);
    const w1 = await createMember(db);
    const w2 = await createMember(db);
    await lists(fixture, [placed], [w1, w2]);
    const [stay] = await linksFor(placed.id, fixture, 'still-playing');
    const [keep] = await linksFor(w2.id, fixture, 'keep-waiting');
    const [off] = await linksFor(w1.id, fixture, 'leave-waiting');

    expect((await press(stay)).json).toEqual({ outcome: 'confirmed', waitingPosition: null });
    expect((await press(keep)).json).toEqual({ outcome: 'kept-waiting', waitingPosition: 2 });
    expect((await press(off)).json).toEqual({ outcome: 'left-waiting', waitingPosition: null });
    expect(await listOf(fixture)).toEqual({ registered: [placed.id], waiting: [w2.id] });
    for (const tk of [stay, keep, off]) {
      const again = await press(tk);
      expect(again.status).toBe(400);
      expect(again.json[''][0]).toBe('This link has already been used. Nothing has been changed.');
      expect((await view(tk)).json.state).toBe('used');
    }
    const audit = await db.selectFrom('audit_log').select(['action', 'actor_id']).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'confirm-place', actor_id: placed.id },
      { action: 'confirm-waiting', actor_id: w2.id },
      { action: 'leave', actor_id: w1.id },
    ]);
  });

  test("a link acts only for its own member on its own fixture: whatever else the body says, and whoever's session sends it", async ({
    app,
    db,
    admin,
    act: { lists, linksFor, listOf },
  }) => {
    const mine = await createFixture(db, { start_date: dayFromToday(8) });
    const theirs = await createFixture(db, { start_date: dayFromToday(8) });
    const owner = await createMember(db);
    const other = await createMember(db);
    await lists(mine, [owner, other]);
    await lists(theirs, [owner, other]);
    const [go] = await linksFor(owner.id, mine, 'cannot-play');

    // Signed in as another member (or an administrator), naming another member and fixture in the body.
    const o = app.client();
    await signInAs(o, db, other.id);
    const res = await o.post('/api/act', {
      token: go,
      memberId: other.id,
      userId: other.id,
      fixtureId: theirs,
    });
    expect(res.status).toBe(200);
    expect(await listOf(mine)).toEqual({ registered: [other.id], waiting: [] });
    expect(await listOf(theirs)).toEqual({ registered: [owner.id, other.id], waiting: [] });

    // Another member's link for the same action cannot be turned into this member's: the token is all it reads.
    const [othersGo] = await linksFor(other.id, theirs, 'cannot-play');
    expect((await admin.post('/api/act', { token: othersGo, userId: owner.id })).status).toBe(200);
    expect(await listOf(theirs)).toEqual({ registered: [owner.id], waiting: [] });
  });

  test('expires when the fixture starts: on its first day the page and the button say so and change nothing', async ({
    db,
    clock,
    act: { lists, linksFor, view, press, snapshot },
  }) => {
    const fixture = await createFixture(db, { start_date: dayFromToday(2), event: 'Soon Day' });
    const m = await createMember(db);
    await lists(fixture, []);
    const [inn] = await linksFor(m.id, fixture, 'count-me-in');
    await lists(fixture, [m]);
    const kinds = await linksFor(m.id, fixture, 'still-playing', 'cannot-play');
    const w = await createMember(db);
    await lists(fixture, [], [w]);
    const waitingKinds = await linksFor(w.id, fixture, 'keep-waiting', 'leave-waiting');
    const all = [inn, ...kinds, ...waitingKinds];
    clock.advance(2 * 86_400_000);
    const before = await snapshot();
    for (const tk of all) {
      expect((await view(tk)).json).toMatchObject({ state: 'expired', fixture: { event: 'Soon Day' } });
      const res = await press(tk);
      expect(res.status).toBe(400);
      expect(res.json[''][0]).toMatch(/expired/);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('after withdraw-by the page says to contact the manager and names them; the link stays unused', async ({
    db,
    act: { lists, linksFor, view, press, snapshot },
  }) => {
    const fixture = await createFixture(db, {
      start_date: dayFromToday(5),
      event: 'Late Day',
      manager: 'John Smith',
      manager_email_addresses: 'john@example.com',
      withdraw_by: dayFromToday(-1),
      places: 1,
    });
    const m = await createMember(db);
    const w = await createMember(db);
    await lists(fixture, [m], [w]);
    const [go] = await linksFor(m.id, fixture, 'cannot-play');
    const [off] = await linksFor(w.id, fixture, 'leave-waiting');
    const before = await snapshot();
    for (const tk of [go, off]) {
      const page = (await view(tk)).json;
      expect(page.state).toBe('blocked');
      expect(page.reason).toMatch(/^The last day to withdraw from Late Day was \w{3} \d+ \w+ \d{4}\./);
      expect(page.reason).toContain("Please contact the fixture's manager, John Smith (john@example.com).");
      const res = await press(tk);
      expect(res.status).toBe(400);
      expect(res.json[''][0]).toBe(page.reason);
    }
    expect(await snapshot()).toEqual(before);
    // "I'm still playing" still works after withdraw-by.
    const [stay] = await linksFor(m.id, fixture, 'still-playing');
    expect((await press(stay)).status).toBe(200);
  });

  test('"Count me in" keeps the sign-up dates, the approval and the open flag of the site', async ({
    db,
    act: { linksFor, view, press, snapshot },
  }) => {
    const later = await createFixture(db, {
      start_date: dayFromToday(40),
      event: 'Later Day',
      signup_opens: dayFromToday(20),
    });
    const closed = await createFixture(db, { start_date: dayFromToday(40), can_register: 0 });
    const m = await createMember(db);
    const suspended = await createMember(db, { approval: 'suspended' });
    const [a] = await linksFor(m.id, later, 'count-me-in');
    const [b] = await linksFor(m.id, closed, 'count-me-in');
    const open = await createFixture(db, { start_date: dayFromToday(40) });
    const [c] = await linksFor(suspended.id, open, 'count-me-in');
    const before = await snapshot();
    expect((await view(a)).json.reason).toMatch(/^Sign-up opens on \w{3} \d+ \w+ \d{4}\.$/);
    expect((await view(b)).json.reason).toMatch(/not open for sign-up/);
    expect((await view(c)).json.reason).toMatch(/Only approved members/);
    for (const tk of [a, b, c]) expect((await press(tk)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  test('answers 429, in words a member understands, when the button is pressed too often', async ({
    db,
    act: { lists, linksFor, press },
  }) => {
    const fixture = await createFixture(db, { start_date: dayFromToday(8) });
    const m = await createMember(db);
    await lists(fixture, [m]);
    const [stay] = await linksFor(m.id, fixture, 'still-playing');
    let last = await press(stay);
    for (let i = 1; i <= ACT_PRESSES_PER_MINUTE; i += 1) last = await press(stay);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.json[''][0]).toBe(
      'The button has been pressed too many times in a short while. Please wait a minute and try again: nothing else has changed.',
    );
  });
});

describe('"Count me in" on an announcement of a fixture', () => {
  test('each recipient gets a link of their own; pressing it signs them up; it works once', async ({
    db,
    admin,
    mail,
    act: { view, press, listOf },
  }) => {
    const fixture = await createFixture(db, { start_date: dayFromToday(30), event: 'New Fixture' });
    const members = [await createMember(db), await createMember(db)];
    const announcement = {
      subject: 'A new fixture',
      body: 'Come and play.',
      audience: { kind: 'all' },
      countMeInFixtureId: fixture,
    };
    const preview = await admin.post('/api/admin/announcements/preview', announcement);
    expect(preview.status).toBe(200);
    expect(preview.json.text).toContain('Count me in:\nhttp://localhost:3000/act/');
    expect(await db.selectFrom('action_tokens').selectAll().execute()).toEqual([]);

    const sent = await admin.post('/api/admin/announcements', announcement);
    expect(sent.status).toBe(200);
    const recipients = sent.json.recipients as number;
    const mails = await Promise.all(
      members.map((m) => mail.waitFor({ to: m.email, subject: /^A new fixture/ })),
    );
    const tokens = mails.map((message) => actLinksIn(message).find((l) => l.label === 'Count me in')!.token);
    expect(new Set(tokens).size).toBe(2);
    expect(await db.selectFrom('action_tokens').select('id').execute()).toHaveLength(recipients);

    expect((await view(tokens[0])).json).toMatchObject({
      state: 'ready',
      action: 'count-me-in',
      full: false,
    });
    expect((await press(tokens[0])).json).toEqual({ outcome: 'entered', waitingPosition: null });
    expect((await listOf(fixture)).registered).toEqual([members[0].id]);
    await mail.waitFor(
      (x) => mail.to(members[0].email).includes(x) && /New Fixture/.test(x.subject ?? '') && x !== mails[0],
    );
    const again = await press(tokens[0]);
    expect(again.status).toBe(400);
    expect(again.json[''][0]).toBe('This link has already been used. Nothing has been changed.');
    expect((await view(tokens[0])).json.state).toBe('used');
  });

  test('refuses a fixture that has started, is unknown or is not open, on its field', async ({
    db,
    admin,
  }) => {
    await createMember(db);
    const started = await createFixture(db, { start_date: dayFromToday(0) });
    const shut = await createFixture(db, { start_date: dayFromToday(9), can_register: 0 });
    for (const id of [started, shut, 999999]) {
      const res = await admin.post('/api/admin/announcements', {
        subject: 'S',
        body: 'B',
        audience: { kind: 'all' },
        countMeInFixtureId: id,
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json)).toEqual(['countMeInFixtureId']);
    }
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });
});

describe('two presses at once', () => {
  test('two members press "Count me in" for the last place at the same moment: one place, one waiting, never more than places', async ({
    db,
    act: { lists, linksFor, press, listOf },
  }) => {
    for (let round = 0; round < 4; round += 1) {
      const fixture = await createFixture(db, { start_date: dayFromToday(20) });
      await db.updateTable('fixtures').set({ places: 2 }).where('id', '=', fixture).execute();
      const holder = await createMember(db);
      await lists(fixture, [holder]);
      const x = await createMember(db);
      const y = await createMember(db);
      const [tx] = await linksFor(x.id, fixture, 'count-me-in');
      const [ty] = await linksFor(y.id, fixture, 'count-me-in');
      const answers = await Promise.all([press(tx), press(ty)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers.map((r) => r.json.outcome).sort()).toEqual(['entered', 'waiting']);
      const after = await listOf(fixture);
      expect(after.registered).toHaveLength(2);
      expect(after.waiting).toHaveLength(1);
    }
  });

  test('the same link pressed twice at once acts once', async ({
    db,
    act: { lists, linksFor, press, listOf },
  }) => {
    const fixture = await createFixture(db, { start_date: dayFromToday(20), places: 1 });
    const m = await createMember(db);
    const w = await createMember(db);
    await lists(fixture, [m], [w]);
    const [go] = await linksFor(m.id, fixture, 'cannot-play');
    const answers = await Promise.all([press(go), press(go), press(go)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await listOf(fixture)).toEqual({ registered: [w.id], waiting: [] });
    const promoted = await db.selectFrom('audit_log').select('id').where('action', '=', 'promote').execute();
    expect(promoted).toHaveLength(1);
  });
});
