// Sign-up day (decision 0064): members pressing sign-up at once through two processes, and a process that
// closes while a sign-up still waits for its turn.
import { describe, expect } from 'vitest';
import { harnessWith, type MemberClient } from '../helpers/harness';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { auditRows } from '../helpers/audit-log';
import { inFixtureTurn } from '../../src/server/modules/fixtures/fixture-turns';

const test = harnessWith({ env: { SOCIETY_NAME: 'Test Golf Society' } });

describe('sign-up day', () => {
  test('members pressing sign-up at once on both processes: the places in the order accepted, each told his number once, the managers the count', async ({
    db,
    app,
    secondApp,
    newMember,
  }) => {
    const id = await createFixture(db, {
      start_date: dayFromToday(30),
      places: 3,
      event: 'Spring Meeting',
      manager_email_addresses: 'captain@example.com; secretary@example.com',
    });
    const people: MemberClient[] = [];
    for (let i = 0; i < 8; i += 1)
      people.push(await newMember({ first_name: `Player${i}`, last_name: 'Golfer' }));
    // What each process keeps of the first member's fixture list, read before he signs up through the first.
    const year = Number(dayFromToday(30).slice(0, 4));
    const signedUp = async (base: string) => {
      const list = await people[0].at(base).get(`/api/fixtures/listforuser/${people[0].id}?year=${year}`);
      return (list.json as { id: number; isSignedUp: boolean }[]).find((f) => f.id === id)?.isSignedUp;
    };
    expect([await signedUp(app.baseUrl), await signedUp(secondApp.baseUrl)]).toEqual([false, false]);
    const answers = await Promise.all(
      people.map((p, i) =>
        (i % 2 ? p.at(secondApp.baseUrl) : p.at(app.baseUrl)).post('/api/fixtures/enter', {
          fixtureId: id,
          userId: p.id,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    expect([await signedUp(app.baseUrl), await signedUp(secondApp.baseUrl)]).toEqual([true, true]);

    const rows = await db
      .selectFrom('fixture_registrations')
      .select(['id', 'member_id', 'list', 'position'])
      .where('fixture_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.list)).toEqual([...Array(3).fill('registered'), ...Array(5).fill('waiting')]);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 1, 2, 3, 4, 5]);
    expect(new Set(rows.map((r) => r.member_id)).size).toBe(8);

    const audit = await auditRows(db, { entity: 'fixture_registration', entityId: id });
    expect(audit.map((a) => [a.actor_id, a.action, JSON.parse(a.after_json!)])).toEqual(
      rows.map((r) => [
        r.member_id,
        r.list === 'registered' ? 'enter' : 'join-waiting-list',
        { fixtureId: id, userId: r.member_id, list: r.list, guests: '', dinner: null },
      ]),
    );

    const outbox = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body', 'attachments_json'])
      .orderBy('id')
      .execute();
    const emailOf = new Map(people.map((p) => [p.id, p.email.toLowerCase()]));
    const nameOf = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
    for (const r of rows) {
      const mine = outbox.filter((m) => m.to_address.toLowerCase() === emailOf.get(r.member_id));
      expect(mine).toHaveLength(1);
      if (r.list === 'registered') {
        expect(mine[0].subject).toBe('You have a place in Spring Meeting – Test Golf Society');
        expect(JSON.parse(mine[0].attachments_json!)[0].filename).toBe(`fixture-${id}.ics`);
      } else {
        const told = `You are number ${r.position} on the waiting list for Spring Meeting – Test Golf Society`;
        expect(mine[0].subject).toBe(told);
        expect(mine[0].text_body).toContain(`so you are number ${r.position} on its waiting list.`);
        expect(mine[0].html_body).toContain(`so you are number ${r.position} on its waiting list.`);
        expect(mine[0].attachments_json).toBeNull();
      }
    }
    for (const manager of ['captain@example.com', 'secretary@example.com']) {
      const notices = outbox.filter((m) => m.to_address === manager);
      expect(notices.map((m) => m.subject)).toEqual(
        rows
          .filter((r) => r.list === 'registered')
          .map((r) => `${nameOf.get(r.member_id)} has signed up for Spring Meeting – Test Golf Society`),
      );
      expect(notices.map((m) => /(\d+ players? (is|are)) now registered/.exec(m.text_body)?.[1])).toEqual([
        '1 player is',
        '2 players are',
        '3 players are',
      ]);
    }
    expect(outbox.some((m) => /987654321/.test(m.text_body + m.subject + (m.html_body ?? '')))).toBe(false);

    // Pressing again is refused on either process, and changes nothing.
    const again = await people[0].at(secondApp.baseUrl).post('/api/fixtures/enter', {
      fixtureId: id,
      userId: people[0].id,
    });
    expect(again.json).toEqual({ '': ['You are already registered for this fixture'] });
    const count = await db
      .selectFrom('fixture_registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('fixture_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(8);
  });

  test('a process told to close finishes a sign-up still waiting for its turn, though its client has gone, before it closes', async ({
    db,
    app,
    member,
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(30), places: 3 });
    // Another change of the fixture holds its turn until released.
    let release: () => void = () => undefined;
    const held = inFixtureTurn(id, () => new Promise<void>((resolve) => (release = resolve)));
    const gone = new AbortController();
    const pressed = fetch(`${app.baseUrl}/api/fixtures/enter`, {
      method: 'POST',
      signal: gone.signal,
      headers: {
        'content-type': 'application/json',
        cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(member.cookies.get('XSRF-TOKEN')!),
      },
      body: JSON.stringify({ fixtureId: id, userId: member.id }),
    }).catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 300));
    gone.abort();
    expect(await pressed).toBe('aborted');
    let closed = false;
    const closing = app.app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(closed).toBe(false);
    release();
    await held;
    await closing;
    const row = await db
      .selectFrom('fixture_registrations')
      .select(['list'])
      .where('fixture_id', '=', id)
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    expect(row).toEqual({ list: 'registered' });
  });
});
