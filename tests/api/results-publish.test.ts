import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { expectFieldErrors } from '../helpers/field-errors';
import { test } from '../helpers/harness';
import {
  cardBody,
  enterCard,
  holesFor,
  plainScoredFixture,
  playedYear,
  roundOf,
  scoredFixture,
} from '../helpers/scoring';
import type { ScoringInput } from '../../src/shared/schemas/fixture-scoring';
import { onlyAuditRow } from '../helpers/audit-log';

const prizes: ScoringInput['prizes'] = [
  { event: 'Spring Meeting – Stableford', eligible: { kind: 'all' }, places: 3 },
  { event: 'Spring Meeting – Veterans', eligible: { kind: 'leftSchoolBy', year: 1965 }, places: 1 },
  { event: "Guests' Prize", eligible: { kind: 'guests' }, places: 1 },
];

/**
 * A Spring Meeting played two days ago, managed by the manager, with five cards: Holloway 40, Marsh 38 with the
 * better last nine, Fortescue 38, Vere (left in 1962) 37, and a guest, Alan Partridge, 41.
 */
const played = test.extend('played', async ({ admin, manager, member, otherMember, db }) => {
  const { fixtureId } = await plainScoredFixture(admin, { scoring: { prizes }, managers: manager.email });
  const fortescue = await createMember(db, { first_name: 'Hugh', last_name: 'Fortescue' });
  const vere = await createMember(db, { first_name: 'Anthony', last_name: 'Vere', year_left: 1962 });
  const frontNine = holesFor([3, 3, ...Array<number>(16).fill(2)]);
  const cards = [
    cardBody(fixtureId, { memberId: member.id }, roundOf(40)),
    cardBody(fixtureId, { memberId: otherMember.id }, roundOf(38)),
    cardBody(fixtureId, { memberId: fortescue.id }, frontNine),
    cardBody(fixtureId, { memberId: vere.id }, roundOf(37)),
    cardBody(fixtureId, { guestName: 'Alan Partridge' }, roundOf(41)),
  ];
  for (const c of cards) {
    const res = await admin.post('/api/fixtures/scores', c);
    if (res.status !== 200) throw new Error(res.text);
  }
  const year = playedYear();
  return { fixtureId, year, fortescue, vere };
});

/** The spec's meeting results table for the Spring Meetings of a year: Event, First Place, Score, and so on. */
const springTable = async (client: { get: (p: string) => Promise<{ json: unknown }> }, year: number) =>
  (
    (await client.get(`/api/Results/ListResultsForMeeting/1?year=${year}`)).json as Record<string, unknown>[]
  ).map((r) => [
    r.meetingName,
    r.firstPlaceName,
    r.firstPlaceScore,
    r.secondPlaceName,
    r.secondPlaceScore,
    r.thirdPlaceName,
    r.thirdPlaceScore,
  ]);

const SPRING_TABLE = [
  [
    'Spring Meeting – Stableford',
    'Peter Holloway',
    '40 pts',
    'Geoffrey Marsh',
    '38 pts (c/b)',
    'Hugh Fortescue',
    '38 pts (c/b)',
  ],
  ['Spring Meeting – Veterans', 'Anthony Vere', '37 pts', null, null, null, null],
  ["Guests' Prize", 'Alan Partridge', '41 pts', null, null, null, null],
];

describe('POST /api/fixtures/results/publish', () => {
  played(
    "puts the prize winners into the meeting results of the year, as the spec's table shows them",
    async ({ played: { fixtureId, year }, admin, visitor, db }) => {
      const res = await admin.post('/api/fixtures/results/publish', {
        fixtureId,
        meeting: 'Spring Meetings',
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ meetingResults: 3, emailed: 4 });
      expect(await springTable(visitor, year)).toEqual(SPRING_TABLE);
      const rows = (await visitor.get(`/api/Results/ListResultsForMeeting/1?year=${year}`)).json;
      expect(rows[0]).toMatchObject({ decade: Math.floor(year / 10) * 10, year, fileName: null });
      // The years list counts them, so the Results page opens on them.
      expect((await visitor.get('/api/results/listyears/1')).json).toContainEqual({ year, count: 3 });
      const audit = await onlyAuditRow(db, { action: 'results.publish' });
      expect(JSON.parse(audit.after_json!)).toMatchObject({
        meeting: 'Spring Meetings',
        prizes: 3,
        players: 5,
        emailed: 4,
      });
    },
  );

  played(
    'publishing again replaces its rows, never duplicates them, and leaves results typed in alone',
    async ({ played: { fixtureId, year }, admin, member, visitor }) => {
      const typed = await admin.post(
        '/api/results/add',
        (() => {
          const f = new FormData();
          for (const [k, v] of Object.entries({
            meetingType: '1',
            year: String(year),
            event: 'Spring Meeting – Putting',
            firstPlaceName: 'J. Smith',
            firstPlaceScore: '14 putts',
          }))
            f.append(k, v);
          return f;
        })(),
      );
      expect(typed.status).toBe(200);
      await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
      await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'spring meeting' });
      expect(await springTable(visitor, year)).toEqual([
        ['Spring Meeting – Putting', 'J. Smith', '14 putts', null, null, null, null],
        ...SPRING_TABLE,
      ]);
      // A corrected card, published again: the rows change in place. Holloway's 37 is level with Vere's all the
      // way, so they share third, and Vere, with a prize already, is out of the Veterans (one prize each).
      await enterCard(admin, fixtureId, { memberId: member.id }, roundOf(37));
      await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
      expect(await springTable(visitor, year)).toEqual([
        ['Spring Meeting – Putting', 'J. Smith', '14 putts', null, null, null, null],
        [
          'Spring Meeting – Stableford',
          'Geoffrey Marsh',
          '38 pts (c/b)',
          'Hugh Fortescue',
          '38 pts (c/b)',
          'Anthony Vere & Peter Holloway',
          '37 pts',
        ],
        ["Guests' Prize", 'Alan Partridge', '41 pts', null, null, null, null],
      ]);
      // Published under another meeting: the rows move, they are not copied.
      await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 2 });
      expect(await springTable(visitor, year)).toHaveLength(1);
      expect((await visitor.get(`/api/Results/ListResultsForMeeting/2?year=${year}`)).json).toHaveLength(2);
    },
  );

  played(
    'e-mails each member who played their result, never a guest; again only those whose result changed',
    async ({ played: { fixtureId, fortescue }, admin, member, otherMember, mail }) => {
      await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
      const mine = await mail.waitFor({ to: member.email, subject: /^Results: Spring Meeting/ });
      expect(mine.text).toContain('Dear Peter,');
      // Placed in the whole field, the guest who scored 41 included.
      expect(mine.text).toContain('You finished 2nd of 5 with 40 pts.');
      expect(mine.text).toContain('You won a prize: Spring Meeting – Stableford. Congratulations!');
      expect(mine.text).toMatch(/\/fixtureresult\/\d+/);
      await mail.waitFor({ to: otherMember.email, subject: /^Results:/ });
      await mail.settled();
      expect(mail.messages).toHaveLength(4);

      // The same again: nobody is told twice. Then a correction that moves Holloway down and Fortescue up.
      expect(
        (await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' })).json
          .emailed,
      ).toBe(0);
      await enterCard(admin, fixtureId, { memberId: member.id }, roundOf(30));
      const again = await admin.post('/api/fixtures/results/publish', {
        fixtureId,
        meeting: 'Spring Meetings',
      });
      expect(again.json.emailed).toBe(4);
      await mail.settled();
      const second = mail.to(fortescue.email);
      expect(second).toHaveLength(2);
      expect(second[1].text).toContain('You finished 3rd of 5 with 38 pts (c/b).');
      expect(second[1].text).toContain('You won a prize: Spring Meeting – Stableford. Congratulations!');
    },
  );

  played(
    "shows the prizes and the whole field on the fixture's result page, and lists the page in the sitemap",
    async ({ played: { fixtureId }, admin, visitor }) => {
      expect((await visitor.get(`/api/fixtures/result/${fixtureId}`)).json.field).toBeNull();
      await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
      const page = (await visitor.get(`/api/fixtures/result/${fixtureId}`)).json;
      expect(page.field).toMatchObject({
        format: 'stableford',
        club: 'Walton Heath',
        tee: 'Standard',
        allowancePercent: 100,
        meeting: 'Spring Meetings',
        prizes: [
          {
            event: 'Spring Meeting – Stableford',
            winners: [
              { name: 'Peter Holloway', positionText: '1st', scoreText: '40 pts' },
              { name: 'Geoffrey Marsh', positionText: '2nd', scoreText: '38 pts (c/b)' },
              { name: 'Hugh Fortescue', positionText: '3rd', scoreText: '38 pts (c/b)' },
            ],
          },
          { event: 'Spring Meeting – Veterans', winners: [{ name: 'Anthony Vere' }] },
          { event: "Guests' Prize", winners: [{ name: 'Alan Partridge' }] },
        ],
      });
      expect(
        page.field.rows.map(
          (r: { positionText: string; name: string; guest: boolean; scoreText: string }) => [
            r.positionText,
            r.name,
            r.guest,
            r.scoreText,
          ],
        ),
      ).toEqual([
        ['1st', 'Alan Partridge', true, '41 pts'],
        ['2nd', 'Peter Holloway', false, '40 pts'],
        ['3rd', 'Geoffrey Marsh', false, '38 pts (c/b)'],
        ['4th', 'Hugh Fortescue', false, '38 pts (c/b)'],
        ['5th', 'Anthony Vere', false, '37 pts'],
      ]);
      expect((await visitor.get('/sitemap.xml')).text).toContain(`/fixtureresult/${fixtureId}</loc>`);
    },
  );

  played(
    "is for an administrator or the fixture's manager; other members are refused",
    async ({ played: { fixtureId }, visitor, member, manager }) => {
      const body = { fixtureId, meeting: 'Spring Meetings' };
      expect((await visitor.post('/api/fixtures/results/publish', body)).status).toBe(401);
      expect((await member.post('/api/fixtures/results/publish', body)).status).toBe(403);
      expect((await manager.post('/api/fixtures/results/publish', body)).status).toBe(200);
    },
  );

  test('refuses an unknown meeting, a fixture without scoring or without cards, and an unknown fixture', async ({
    admin,
  }) => {
    const path = '/api/fixtures/results/publish';
    const plain = await scoredFixture(admin, null);
    await expectFieldErrors(
      admin,
      path,
      { fixtureId: plain, meeting: 'Summer Meetings' },
      {
        meeting: [
          "Choose the meeting's results to publish in: Spring Meetings, Autumn Meetings, Society Matches, Seniors Meetings, Knockout Meetings",
        ],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { fixtureId: plain, meeting: 'Spring Meetings' },
      {
        fixtureId: [
          'This fixture has no scoring set: choose its course, tees and format in Edit Fixture before entering cards',
        ],
      },
    );
    const { fixtureId: empty } = await plainScoredFixture(admin);
    await expectFieldErrors(
      admin,
      path,
      { fixtureId: empty, meeting: 'Spring Meetings' },
      {
        fixtureId: ['Enter at least one card before publishing the result'],
      },
    );
    expect((await admin.post(path, { fixtureId: 999999, meeting: 'Spring Meetings' })).status).toBe(404);
  });

  played(
    "a member's cards are in their data; deleting the account takes them, the published names stay",
    async ({ played: { fixtureId, year }, admin, member, visitor, db }) => {
      await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
      const exported = (await member.get('/api/account/export')).json;
      expect(exported.cards).toEqual([
        {
          fixtureId,
          event: 'Spring Meeting',
          date: expect.any(String),
          handicapIndex: 0,
          holes: roundOf(40),
          enteredAt: expect.any(String),
        },
      ]);
      expect(
        (await member.post('/api/account/delete', { id: member.id, password: member.password })).status,
      ).toBe(200);
      expect(
        await db.selectFrom('fixture_cards').select('id').where('member_id', '=', member.id).execute(),
      ).toEqual([]);
      const page = (await visitor.get(`/api/fixtures/result/${fixtureId}`)).json;
      expect(page.field.rows.map((r: { name: string }) => r.name)).toContain('Peter Holloway');
      expect((await springTable(visitor, year))[0][1]).toBe('Peter Holloway');
      const merit = (await visitor.get(`/api/orderofmerit?year=${year}`)).json;
      expect(merit.rows.map((r: { name: string }) => r.name)).not.toContain('Peter Holloway');
    },
  );
});
