import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { auditRowsOf } from '../helpers/fixture-admin';
import { harnessWith } from '../helpers/harness';
import { linkIn } from '../helpers/smtp-sink';
import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';

const test = harnessWith({ env: { SOCIETY_NAME: 'Test Golf Society' } });

const cancelled = /is cancelled/;

describe('DELETE /api/fixtures/deletefixture/{id}: the entrants are told', () => {
  test('e-mails everyone on the list and the waiting list that the fixture is cancelled, and no one else', async ({
    db,
    admin,
    mail,
  }) => {
    const date = dayFromToday(40);
    const id = await createFixture(db, {
      start_date: date,
      event: 'Winter Foursomes',
      location: 'The Addington',
      places: 2,
    });
    const playing = [
      await createMember(db, { first_name: 'Anthony' }),
      await createMember(db, { first_name: 'Charles' }),
    ];
    const waiting = [await createMember(db, { first_name: 'Nigel' })];
    const bystander = await createMember(db, { first_name: 'Bertie' });
    const at = new Date().toISOString();
    for (const [i, m] of playing.entries())
      await insertEntry(db, { fixtureId: id, memberId: m.id, list: 'registered', position: i + 1, at });
    await insertEntry(db, { fixtureId: id, memberId: waiting[0].id, list: 'waiting', position: 1, at });

    const res = await admin.delete(`/api/fixtures/deletefixture/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);

    const mails = await Promise.all(
      [...playing, ...waiting].map((m) => mail.waitFor({ to: m.email, subject: cancelled })),
    );
    const [anthony, , nigel] = mails;
    expect(anthony.subject).toMatch(/^Winter Foursomes on .+ is cancelled – Test Golf Society$/);
    expect(anthony.text).toContain('Dear Anthony,');
    expect(anthony.text).toMatch(/Winter Foursomes on .+ at The Addington has been cancelled\./);
    expect(anthony.text).toContain('You had a place in it.');
    expect(nigel.text).toContain('You were on its waiting list.');
    // The fixture's page has gone: the button leads to the fixture list.
    expect(new URL(linkIn(anthony, '/fixtures')).pathname).toBe('/fixtures');
    await mail.settled();
    expect(mail.to(bystander.email).filter((m) => cancelled.test(m.subject ?? ''))).toEqual([]);

    const rows = await auditRowsOf(db, 'fixture');
    const last = rows[rows.length - 1];
    expect(JSON.parse(last.before_json!)).toMatchObject({ registrations: 2, waiting: 1 });
  });

  test('sends nothing when no one had entered', async ({ db, admin, mail }) => {
    const id = await createFixture(db, { start_date: dayFromToday(41), event: 'Empty Day' });
    expect((await admin.delete(`/api/fixtures/deletefixture/${id}`)).json).toBe(true);
    const outbox = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('subject', 'like', 'Empty Day%')
      .execute();
    expect(outbox).toEqual([]);
    await mail.settled();
    expect(mail.messages).toEqual([]);
  });
});
