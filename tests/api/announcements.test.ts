import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { harnessWith } from '../helpers/harness';
import { rawHeader } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { onlyAuditRow } from '../helpers/audit-log';

/**
 * Every test starts from the same members: three of Hailey house (the first signed in), a fourth who turned
 * announcements off, one of Allenby, and a suspended one of Hailey; with the administrator (Kipling, left 1985),
 * five members receive an announcement to all. Made for every test (auto), named by those that use them.
 */
const test = harnessWith({ env: { MAIL_PER_SECOND: '1000' } }).extend(
  'people',
  { auto: true },
  async ({ db, newMember }) => {
    const member = await newMember({ house: 'Hailey', year_left: 1990 });
    const house = [
      member,
      await createMember(db, { house: 'Hailey', year_left: 1991 }),
      await createMember(db, { house: 'Hailey', year_left: 1992 }),
    ];
    const quiet = await createMember(db, { house: 'Hailey', year_left: 1991 });
    await db
      .insertInto('member_preferences')
      .values({ member_id: quiet.id, announcements: 0, reminders: 1, updated_at: new Date().toISOString() })
      .execute();
    const outsider = await createMember(db, { house: 'Allenby', year_left: 1975 });
    await createMember(db, { house: 'Hailey', approval: 'suspended' });
    return { house, member, quiet, outsider };
  },
);

const send = (c: TestClient, body: unknown) => c.post('/api/admin/announcements', body);

describe('POST /api/admin/announcements/preview', () => {
  test('counts the recipients and shows the message as it will arrive, author HTML escaped, links clickable', async ({
    admin,
  }) => {
    const res = await admin.post('/api/admin/announcements/preview', {
      subject: 'Dinner',
      body: 'Dear all,\n\nBook at https://dinner.example/book. <script>alert(1)</script>\n\nThanks',
      audience: { kind: 'house', house: 'Hailey' },
    });
    expect(res.status).toBe(200);
    expect(res.json.recipients).toBe(3);
    expect(res.json.subject).toBe('Dinner – Old Boys Golf Society');
    expect(res.json.html).toMatch(
      /<a href="https:\/\/dinner\.example\/book"[^>]*>https:\/\/dinner\.example\/book<\/a>\./,
    );
    expect(res.json.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.json.html).not.toContain('<script>');
    expect(res.json.html.match(/<p class="text"/g)!.length).toBeGreaterThanOrEqual(4);
    expect(res.json.text).toContain('/unsubscribe?token=');
  });

  test('counts every kind of audience', async ({ admin, db, people: { house, outsider } }) => {
    const fixtureId = await createFixture(db, { start_date: dayFromToday(30) });
    await db
      .insertInto('fixture_registrations')
      .values([house[1], outsider].map((m) => ({ fixture_id: fixtureId, member_id: m.id, created_at: 'x' })))
      .execute();
    const count = async (audience: unknown) =>
      (await admin.post('/api/admin/announcements/preview', { subject: '', body: '', audience })).json
        .recipients;
    expect(await count({ kind: 'all' })).toBe(5);
    expect(await count({ kind: 'fixture', fixtureId })).toBe(2);
    expect(await count({ kind: 'yearsLeft', from: 1970, to: 1990 })).toBe(3);
    expect(await count({ kind: 'yearsLeft', from: 1991, to: 1991 })).toBe(1);
  });
});

describe('POST /api/admin/announcements', () => {
  test('queues one message per recipient of the house, with working unsubscribe links and RFC 8058 headers', async ({
    admin,
    visitor,
    db,
    mail,
    people: { house, quiet, outsider },
  }) => {
    const res = await send(admin, {
      subject: 'Tudor reunion',
      body: 'Come along.\n\nDetails: https://example.org/tudor',
      audience: { kind: 'house', house: 'Hailey' },
    });
    expect(res.status).toBe(200);
    expect(res.json.recipients).toBe(3);
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'headers_json'])
      .where('announcement_id', '=', res.json.id)
      .execute();
    expect(rows.map((r) => r.to_address).sort()).toEqual(house.map((m) => m.email).sort());

    for (const m of house)
      await mail.waitFor({ to: m.email, subject: 'Tudor reunion – Old Boys Golf Society' });
    await mail.settled();
    const got = mail.messages.filter((x) => x.subject === 'Tudor reunion – Old Boys Golf Society');
    expect(got).toHaveLength(3);
    expect(mail.to(quiet.email)).toHaveLength(0);
    expect(mail.to(outsider.email)).toHaveLength(0);

    const message = mail.to(house[2].email)[0];
    expect(message.html).toMatch(/<a href="https:\/\/example\.org\/tudor"[^>]*>/);
    const header = String(rawHeader(message, 'List-Unsubscribe'));
    expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[A-Za-z0-9_-]+>$/);
    expect(String(rawHeader(message, 'List-Unsubscribe-Post'))).toBe('List-Unsubscribe=One-Click');

    // The one-click POST a mail program sends, without signing in.
    const oneClick = new URL(header.slice(1, -1));
    const post = await visitor.request(
      'POST',
      oneClick.pathname + oneClick.search,
      'List-Unsubscribe=One-Click',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(post.status).toBe(200);
    expect(post.json).toEqual({ kind: 'announcements', unsubscribed: true });
    const prefs = await db
      .selectFrom('member_preferences')
      .selectAll()
      .where('member_id', '=', house[2].id)
      .executeTakeFirstOrThrow();
    expect(prefs).toMatchObject({ announcements: 0, reminders: 1 });

    // The history shows the recipients and, once sent, the delivery count.
    const history = await admin.get('/api/admin/announcements');
    expect(history.status).toBe(200);
    expect(history.json[0]).toMatchObject({
      id: res.json.id,
      subject: 'Tudor reunion',
      audience: 'Hailey house',
      recipients: 3,
      sent: 3,
      failed: 0,
      waiting: 0,
    });
    expect(await onlyAuditRow(db, { action: 'announcement.send' })).toMatchObject({ actor_id: admin.id });
  });

  test("sends 'unpaid' to the members with no subscription recorded for the year", async ({
    admin,
    people: { house },
  }) => {
    const count = async (audience: unknown) =>
      (await admin.post('/api/admin/announcements/preview', { subject: 'Pay', body: 'Please', audience }))
        .json.recipients as number;
    const everyone = await count({ kind: 'all' });
    expect(await count({ kind: 'unpaid', year: 2031 })).toBe(everyone);
    const paid = await admin.post('/api/admin/subscriptions', {
      memberId: house[0].id,
      year: 2031,
      amountPence: 3000,
      paidOn: '2031-01-05',
      method: 'standing order',
    });
    expect(paid.status).toBe(200);
    expect(await count({ kind: 'unpaid', year: 2031 })).toBe(everyone - 1);
    expect(await count({ kind: 'unpaid', year: 2032 })).toBe(everyone);
  });

  test('refuses bad input with clear messages, writing nothing', async ({ admin, db }) => {
    const cases: [unknown, string][] = [
      [{ subject: '', body: 'x', audience: { kind: 'all' } }, 'Subject is required'],
      [{ subject: 'x', body: '   ', audience: { kind: 'all' } }, 'Message is required'],
      [{ subject: 'a\nb', body: 'x', audience: { kind: 'all' } }, 'Subject must be one line'],
      [{ subject: 'x', body: 'x', audience: { kind: 'house', house: 'Nowhere' } }, 'Choose a house'],
      [{ subject: 'x', body: 'x', audience: { kind: 'yearsLeft', from: 1990, to: 1980 } }, 'From must not'],
      [
        { subject: 'x', body: 'x', audience: { kind: 'fixture', fixtureId: 999999 } },
        'There is no such fixture',
      ],
      [{ subject: 'x', body: 'x', audience: { kind: 'everyone' } }, 'Choose who receives'],
      [{ subject: 'x', body: 'x', audience: { kind: 'yearsLeft', from: 2090, to: 2091 } }, 'No member would'],
    ];
    for (const [body, message] of cases) {
      const res = await send(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json), JSON.stringify(body)).toContain(message);
    }
    const count = await db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count!.n)).toBe(0);
  });

  test('is for administrators only', async ({ visitor, people: { member } }) => {
    const body = { subject: 'x', body: 'x', audience: { kind: 'all' } };
    expect((await send(visitor, body)).status).toBe(401);
    expect((await send(member, body)).status).toBe(403);
    expect((await member.get('/api/admin/announcements')).status).toBe(403);
    expect((await member.post('/api/admin/announcements/preview', body)).status).toBe(403);
  });
});
