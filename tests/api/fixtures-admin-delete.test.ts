import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { auditRowsOf } from '../helpers/fixture-admin';
import type { TestClient } from '../helpers/http-client';
import { linkIn, type SmtpSink } from '../helpers/smtp-sink';
import { startWithMailSink } from '../helpers/start-app-with';
import type { TestApp } from '../helpers/test-app';
import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';

let t: TestApp;
let sink: SmtpSink;
let a: TestClient;

beforeAll(async () => {
  ({ t, sink } = await startWithMailSink({ SOCIETY_NAME: 'Test Golf Society' }));
  const admin = await createAdmin(t.db);
  a = t.client();
  await signInAs(a, t.db, admin.id);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const cancelledTo = (m: TestMember) => (x: ParsedMail) =>
  JSON.stringify(x.to).toLowerCase().includes(m.email.toLowerCase()) && /is cancelled/.test(x.subject ?? '');

describe('DELETE /api/fixtures/deletefixture/{id}: the entrants are told', () => {
  it('e-mails everyone on the list and the waiting list that the fixture is cancelled, and no one else', async () => {
    const date = dayFromToday(40);
    const id = await createFixture(t.db, {
      start_date: date,
      event: 'Winter Foursomes',
      location: 'The Addington',
      places: 2,
    });
    const playing = [
      await createMember(t.db, { first_name: 'Anthony' }),
      await createMember(t.db, { first_name: 'Charles' }),
    ];
    const waiting = [await createMember(t.db, { first_name: 'Nigel' })];
    const bystander = await createMember(t.db, { first_name: 'Bertie' });
    const at = new Date().toISOString();
    for (const [i, m] of playing.entries())
      await insertEntry(t.db, { fixtureId: id, memberId: m.id, list: 'registered', position: i + 1, at });
    await insertEntry(t.db, { fixtureId: id, memberId: waiting[0].id, list: 'waiting', position: 1, at });

    const res = await a.delete(`/api/fixtures/deletefixture/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);

    const mails = await Promise.all([...playing, ...waiting].map((m) => sink.waitFor(cancelledTo(m))));
    const [anthony, , nigel] = mails;
    expect(anthony.subject).toMatch(/^Winter Foursomes on .+ is cancelled – Test Golf Society$/);
    expect(anthony.text).toContain('Dear Anthony,');
    expect(anthony.text).toMatch(/Winter Foursomes on .+ at The Addington has been cancelled\./);
    expect(anthony.text).toContain('You had a place in it.');
    expect(nigel.text).toContain('You were on its waiting list.');
    // The fixture's page has gone: the button leads to the fixture list.
    expect(new URL(linkIn(anthony, '/fixtures')).pathname).toBe('/fixtures');
    expect(sink.messages.filter(cancelledTo(bystander))).toEqual([]);

    const rows = await auditRowsOf(t.db, 'fixture');
    const last = rows[rows.length - 1];
    expect(JSON.parse(last.before_json!)).toMatchObject({ registrations: 2, waiting: 1 });
  });

  it('sends nothing when no one had entered', async () => {
    const id = await createFixture(t.db, { start_date: dayFromToday(41), event: 'Empty Day' });
    const before = sink.messages.length;
    expect((await a.delete(`/api/fixtures/deletefixture/${id}`)).json).toBe(true);
    const outbox = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('subject', 'like', 'Empty Day%')
      .execute();
    expect(outbox).toEqual([]);
    expect(sink.messages.length).toBe(before);
  });
});
