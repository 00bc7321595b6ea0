// A scratch team's rounds (DESIGN.md 'Scratch teams', Match results; decision 0068): the captain records each round,
// the same round again replaces it (audited before and after), a round lost or the final finishes the competition;
// everyone reads a published competition's rounds on /competitions/{id}, and a finished one feeds Meeting Results.
import { describe, expect } from 'vitest';
import { createCompetition } from '../helpers/competition-factory';
import { createMember } from '../helpers/factories';
import { pageRendering } from '../helpers/client-dir';
import { tableCells } from '../helpers/html-table';
import { auditRows } from '../helpers/audit-log';
import { harnessWith, type MemberClient } from '../helpers/harness';
import type { Db } from '../../src/server/db/database';

const test = harnessWith({ env: { PUBLIC_URL: 'https://golf.example.org' }, ...pageRendering() });
const year = new Date().getUTCFullYear();

/**
 * A competition the manager captains with its two pairs saved and the team published (as the publish route stamps
 * it): its id, and the path its rounds are recorded at.
 */
async function publishedSide(db: Db, manager: MemberClient, name = 'Halford Hewitt') {
  const id = await createCompetition(db, { name, captains: [manager.email], pairs: 2 });
  const a = await createMember(db, { first_name: 'John Robert', last_name: 'Smith' });
  const b = await createMember(db, { first_name: 'Peter', last_name: 'Jones' });
  const c = await createMember(db, { first_name: 'Hugh', last_name: "O'Fortescue" });
  const d = await createMember(db, { first_name: 'Alan', last_name: 'Brown' });
  await db.updateTable('members').set({ initials: 'J. R. H.' }).where('id', '=', a.id).execute();
  const saved = await manager.post(`/api/competitions/${id}/team`, {
    pairs: [
      [a.id, b.id],
      [c.id, d.id],
    ],
  });
  expect(saved.status).toBe(200);
  await db
    .updateTable('competitions')
    .set({ published_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  return { id, path: `/api/competitions/${id}/matches` };
}

const round1 = {
  round: 1,
  date: `${year}-04-09`,
  opponent: 'Old Tonbridgians',
  pairs: [
    { pairIndex: 1, result: 'won', margin: '3 & 2' },
    { pairIndex: 2, result: 'halved', margin: '' },
  ],
  outcome: 'won',
};

/** publishedSide, with round 1 (won against Old Tonbridgians) recorded by its captain. */
async function sideAfterRound1(db: Db, manager: MemberClient) {
  const side = await publishedSide(db, manager);
  expect((await manager.post(side.path, round1)).status).toBe(200);
  return side;
}

/** Round 2, against Old Carthusians: each pair's result and margin, and the round's outcome. */
const round2 = (outcome: string, first: [string, string], second: [string, string]) => ({
  ...round1,
  round: 2,
  opponent: 'Old Carthusians',
  pairs: [
    { pairIndex: 1, result: first[0], margin: first[1] },
    { pairIndex: 2, result: second[0], margin: second[1] },
  ],
  outcome,
});

/** The text of each cell of each of the page's rows that has cells. */
const cells = (html: string) => tableCells(html).filter((r) => r.length);

describe("A scratch team's rounds", () => {
  test('the captain or an administrator records a round; others may not', async ({
    db,
    everyone: { visitor, member, otherMember, manager, admin },
  }) => {
    const { id, path } = await publishedSide(db, manager);
    await createCompetition(db, { name: 'Grafton Morrish', captains: [otherMember.email] });
    expect((await visitor.post(path, round1)).status).toBe(401);
    expect((await member.post(path, round1)).status).toBe(403);
    // Another competition's captain is no captain of this one.
    expect((await otherMember.post(path, round1)).status).toBe(403);
    expect((await manager.post('/api/competitions/999999/matches', round1)).status).toBe(404);
    expect(await db.selectFrom('competition_matches').select('id').execute()).toEqual([]);

    const saved = await manager.post(path, round1);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toEqual({
      id,
      name: 'Halford Hewitt',
      year,
      status: 'published',
      matches: [
        {
          id: expect.any(Number),
          round: 1,
          date: `${year}-04-09`,
          opponent: 'Old Tonbridgians',
          pairs: [
            { pairIndex: 1, result: 'won', margin: '3&2', players: 'J. R. H. Smith & P. Jones' },
            { pairIndex: 2, result: 'halved', margin: null, players: "H. O'Fortescue & A. Brown" },
          ],
          outcome: 'won',
          last: false,
        },
      ],
    });
    const byAdmin = await admin.post(path, { ...round1, round: 2, opponent: 'Old Harrovians' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.matches.map((m: { round: number }) => m.round)).toEqual([1, 2]);
  });

  test('bad rounds are refused with the field named', async ({ db, manager }) => {
    const { path } = await publishedSide(db, manager);
    const pair = (pairIndex: unknown, result: string, margin: string) => ({ pairIndex, result, margin });
    const refusals: [unknown, Record<string, string[]>][] = [
      [{ ...round1, pairs: [pair(3, 'won', '2 up')] }, { pairs: ['Pair 3 is not one of the 2 pairs'] }],
      [
        { ...round1, pairs: [pair(1, 'won', '2 up'), pair(1, 'lost', '1 up')] },
        { pairs: ['Pair 1 is there twice'] },
      ],
      [
        { ...round1, pairs: [pair(1, 'won', 'easily')] },
        { pairs: ['Pair 1: easily is not a margin; write it as 3&2, 1 up, 2 holes or 19th'] },
      ],
      [
        { ...round1, pairs: [pair(2, 'halved', '1 up')] },
        { pairs: ['Pair 2: A halved match has no margin'] },
      ],
      [{ ...round1, opponent: '' }, { opponent: ['Opponent is required'] }],
      [{ ...round1, round: 0 }, { round: ['Round must be a whole number from 1 to 20'] }],
      [{ ...round1, round: 'first' }, { round: ['Round must be a whole number from 1 to 20'] }],
      [{ ...round1, date: 'soon' }, { date: ['Date must be a real date'] }],
      [{ ...round1, outcome: 'drawn' }, { outcome: ['Choose won, lost or halved'] }],
    ];
    for (const [body, errors] of refusals) {
      const res = await manager.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual(errors);
    }
    expect(await db.selectFrom('competition_matches').select('id').execute()).toEqual([]);
  });

  test('a round recorded again replaces it, audited; a round lost finishes the competition, and undoing it does not', async ({
    db,
    manager,
    member,
  }) => {
    const { id, path } = await sideAfterRound1(db, manager);
    const lost = await manager.post(path, round2('lost', ['lost', '1 up'], ['lost', '5&4']));
    expect(lost.json.status).toBe('finished');
    expect(lost.json.matches[1].last).toBe(true);
    const status = async () =>
      (await member.get('/api/competitions')).json.find((c: { id: number }) => c.id === id).status;
    expect(await status()).toBe('finished');

    // Round 2 was won after all: recorded again, it replaces the first record and the side plays on.
    const corrected = await manager.post(path, round2('won', ['won', '19th'], ['won', '2 holes']));
    expect(corrected.json.status).toBe('published');
    expect(corrected.json.matches).toHaveLength(2);
    expect(corrected.json.matches[1]).toMatchObject({ round: 2, outcome: 'won', last: false });
    expect(await db.selectFrom('competition_matches').select('id').execute()).toHaveLength(2);
    const audits = await auditRows(db, { action: 'competition.match' });
    expect(audits).toHaveLength(3);
    expect(audits[0].before_json).toBeNull();
    expect(JSON.parse(audits[2].before_json!)).toMatchObject({ round: 2, outcome: 'lost', last: true });
    expect(JSON.parse(audits[2].after_json!)).toMatchObject({ round: 2, outcome: 'won', last: false });
    expect(audits[2].actor_id).toBe(manager.id);

    // The final, won: the captain says it was the side's last match.
    const final = await manager.post(path, { ...round1, round: 3, opponent: 'Old Etonians', last: true });
    expect(final.json.status).toBe('finished');
    expect(await status()).toBe('finished');
  });

  test("the public page shows a published competition's rounds with the players' names only", async ({
    db,
    manager,
    visitor,
  }) => {
    const { id } = await sideAfterRound1(db, manager);
    const api = await visitor.get(`/api/competitions/${id}/public`);
    expect(api.status).toBe(200);
    expect(JSON.stringify(api.json)).not.toMatch(/@|handicap|07700/);

    const page = await visitor.get(`/competitions/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1>Halford Hewitt ${year}</h1>`);
    expect(page.text.replace(/<!-- -->/g, '')).toMatch(
      /<h2 [^>]*>Round 1: won against Old Tonbridgians<\/h2>/,
    );
    expect(page.text).toContain(` 9 Apr ${year}</p>`);
    expect(cells(page.text)).toEqual([
      ['1', 'J. R. H. Smith & P. Jones', 'Won', '3&2'],
      ['2', "H. O'Fortescue & A. Brown", 'Halved', '–'],
    ]);
    expect(/<main[\s\S]*<\/main>/.exec(page.text)?.[0]).not.toMatch(/@|07700|handicap/i);
    expect(page.text).toContain(
      `<link rel="canonical" href="https://golf.example.org/competitions/${id}" />`,
    );

    // Unknown, or not yet published: not there.
    const hidden = await createCompetition(db, { name: 'Cyril Gray', captains: [manager.email] });
    expect((await visitor.get(`/api/competitions/${hidden}/public`)).status).toBe(404);
    expect((await visitor.get(`/competitions/${hidden}`)).status).toBe(404);
    expect((await visitor.get('/competitions/999999')).status).toBe(404);
    expect((await visitor.get('/competitions/nonsense')).status).toBe(404);
    // The published page is in the sitemap; the other is not.
    const sitemap = (await visitor.get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>https://golf.example.org/competitions/${id}</loc>`);
    expect(sitemap).not.toContain(`/competitions/${hidden}<`);
  });

  test('a finished knockout feeds Knockout Meetings, another competition Society Matches', async ({
    db,
    manager,
    visitor,
  }) => {
    const { id, path } = await publishedSide(db, manager);
    const results = async (type: number) =>
      (await visitor.get(`/api/Results/ListResultsForMeeting/${type}?year=${year}`)).json as {
        meetingName: string;
        link?: string;
      }[];
    await manager.post(path, round1);
    // Not finished yet: nothing.
    expect(await results(5)).toEqual([]);
    await manager.post(path, round2('lost', ['lost', '1 up'], ['halved', '']));
    const ko = await visitor.get(`/api/Results/ListResultsForMeeting/5?year=${year}`);
    expect(ko.status).toBe(200);
    const society = (await visitor.get('/api/settings')).json.shortName as string;
    expect(ko.json).toEqual([
      expect.objectContaining({
        year,
        meetingName: 'Halford Hewitt – round 1',
        firstPlaceName: society,
        firstPlaceScore: '1½',
        secondPlaceName: 'Old Tonbridgians',
        secondPlaceScore: '½',
        thirdPlaceName: null,
        link: `/competitions/${id}`,
      }),
      expect.objectContaining({
        meetingName: 'Halford Hewitt – round 2',
        firstPlaceName: 'Old Carthusians',
        firstPlaceScore: '1½',
        secondPlaceName: society,
        secondPlaceScore: '½',
        link: `/competitions/${id}`,
      }),
    ]);
    const years = (await visitor.get('/api/results/listyears/5')).json as { year: number; count: number }[];
    expect(years.map((y) => [y.year, Number(y.count)])).toContainEqual([year, 2]);
    expect(await results(3)).toEqual([]);

    const darwin = await publishedSide(db, manager, 'Bernard Darwin');
    await manager.post(darwin.path, { ...round1, last: true });
    expect((await results(3)).map((r) => [r.meetingName, r.link])).toEqual([
      ['Bernard Darwin – round 1', `/competitions/${darwin.id}`],
    ]);

    // The Knockout Meetings tab, rendered for a visitor, links to the competition's page.
    const tab = await visitor.get(`/results?tab=knockout&year=${year}`);
    expect(tab.status).toBe(200);
    expect(tab.text).toContain(`href="/competitions/${id}"`);
    expect(tab.text).toContain('Halford Hewitt – round 2');
  });
});
