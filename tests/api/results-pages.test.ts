// The results from the cards on the public pages, rendered on the server: the published meeting on /results as
// the spec's table, the field on the fixture's result page, the order of merit and the roll of honour, each
// readable before any script runs, with its head for link previews, and in the sitemap.
import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { pageRendering } from '../helpers/client-dir';
import { harnessWith } from '../helpers/harness';
import type { TestClient } from '../helpers/http-client';
import { tableCells } from '../helpers/html-table';
import { enterCard, plainScoredFixture, playedYear, roundOf } from '../helpers/scoring';

const test = harnessWith({ env: { PUBLIC_URL: 'https://golf.example.org' }, ...pageRendering() }).extend(
  'published',
  async ({ admin, member, otherMember, db }) => {
    const { fixtureId } = await plainScoredFixture(admin, {
      scoring: {
        prizes: [
          { event: 'Spring Meeting – Stableford', eligible: { kind: 'all' }, places: 2 },
          { event: "Guests' Prize", eligible: { kind: 'guests' }, places: 1 },
        ],
      },
    });
    const fortescue = await createMember(db, { first_name: 'Hugh', last_name: "O'Fortescue" });
    for (const [player, points] of [
      [{ memberId: member.id }, 40],
      [{ memberId: otherMember.id }, 38],
      [{ memberId: fortescue.id }, 33],
      [{ guestName: 'Alan Partridge' }, 35],
    ] as const)
      await enterCard(admin, fixtureId, player, roundOf(points));
    await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
    return { fixtureId, year: playedYear() };
  },
);

/** The text of each cell of each row of the page's first table body: tags dropped, entities read. */
const cells = (html: string) => tableCells(/<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '');
/** A page as the server renders it for a visitor: it must be there (200). */
async function shown(visitor: TestClient, path: string) {
  const page = await visitor.get(path);
  expect(page.status, path).toBe(200);
  return page;
}
const head = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('results from the cards on the public pages', () => {
  test("a published meeting shows on /results exactly as the spec's table", async ({
    published: { year },
    visitor,
  }) => {
    const page = await shown(visitor, `/results?year=${year}`);
    expect(page.text).toMatch(
      /<th scope="col">Event<\/th><th scope="col">First Place<\/th><th scope="col">Score<\/th>/,
    );
    expect(cells(page.text)).toEqual([
      ['Spring Meeting – Stableford', 'Peter Holloway', '40 pts', 'Geoffrey Marsh', '38 pts', '–', '–'],
      ["Guests' Prize", 'Alan Partridge', '35 pts', '–', '–', '–', '–'],
    ]);
  });

  test("the fixture's result page shows the prizes and the whole field", async ({
    published: { fixtureId },
    visitor,
  }) => {
    const page = await shown(visitor, `/fixtureresult/${fixtureId}`);
    expect(page.text).toContain(
      'Stableford from the Standard tees at Walton Heath, with a 100 % handicap allowance. Published in the Spring Meetings results.',
    );
    expect(cells(page.text)).toEqual([
      ['1st', 'Peter Holloway Index 0.0, playing 0, gross 68', '40 pts'],
      ['2nd', 'Geoffrey Marsh Index 0.0, playing 0, gross 70', '38 pts'],
      ['3rd', 'Alan Partridge (guest) Index 0.0, playing 0, gross 73', '35 pts'],
      ['4th', "Hugh O'Fortescue Index 0.0, playing 0, gross 75", '33 pts'],
    ]);
  });

  test("/orderofmerit is rendered with the year's table, its head and its years as links", async ({
    published: { year },
    visitor,
  }) => {
    const page = await shown(visitor, '/orderofmerit');
    expect(page.text).toContain(`<h1>Order of Merit ${year}</h1>`);
    // Each name opens to the meetings that count for the member (a <details>, readable without a script).
    expect(
      cells(page.text).map(([place, member, points]) => [place, member.split(' 1 meeting')[0], points]),
    ).toEqual([
      ['1st', 'Peter Holloway', '10'],
      ['2nd', 'Geoffrey Marsh', '8'],
      ['3rd', "Hugh O'Fortescue", '6'],
    ]);
    expect(cells(page.text)[0][1]).toMatch(/^Peter Holloway 1 meeting ?Spring Meeting, .* \d{4}: 10 points$/);
    expect(page.text).toContain(`<title>Order of Merit ${year} – `);
    expect(head(page.text, 'og:description')).toMatch(/order of merit for \d{4}: members placed/);
    expect(page.text).toContain('<link rel="canonical" href="https://golf.example.org/orderofmerit" />');
    const other = await visitor.get('/orderofmerit?year=1999&utm=x');
    expect(other.text).toContain('<h1>Order of Merit 1999</h1>');
    expect(other.text).toContain('No results have been published for 1999 yet.');
    // The years with results are links from a year without (a year's own page needs no link to itself).
    expect(other.text).toContain(`href="/orderofmerit?year=${year}"`);
    expect(other.text).toContain(
      '<link rel="canonical" href="https://golf.example.org/orderofmerit?year=1999" />',
    );
  });

  test('/rollofhonour is rendered with every trophy, and its search works as a plain form', async ({
    published: { year },
    visitor,
  }) => {
    const page = await shown(visitor, '/rollofhonour');
    expect(page.text).toContain('<h1>Roll of Honour</h1>');
    const form = /<form[^>]*>/.exec(page.text)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/rollofhonour"');
    expect(page.text).toMatch(/<h2[^>]*>[^<]*Guests&#x27; Prize[^<]*<\/h2>/);
    expect(page.text).toContain(`<title>Roll of Honour – `);
    expect(head(page.text, 'og:description')).toMatch(
      /Every trophy of the .* with its winners, year by year\./,
    );
    const found = await visitor.get('/rollofhonour?name=holloway');
    expect(cells(found.text)).toEqual([[String(year), 'Peter Holloway', '40 pts']]);
    expect(found.text).not.toContain('Alan Partridge');
    expect(found.text).toContain(
      '<link rel="canonical" href="https://golf.example.org/rollofhonour?name=holloway" />',
    );
    // A name the API would refuse is no search: the whole roll.
    expect((await visitor.get('/rollofhonour?name=%00x')).text).toContain('Alan Partridge');
  });

  test('both pages are in the sitemap', async ({ visitor }) => {
    const sitemap = (await visitor.get('/sitemap.xml')).text;
    expect(sitemap).toContain('<loc>https://golf.example.org/orderofmerit</loc>');
    expect(sitemap).toContain('<loc>https://golf.example.org/rollofhonour</loc>');
  });
});
