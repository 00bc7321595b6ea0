// A scratch team's rounds (DESIGN.md 'Scratch teams', Match results; decision 0068): the captain records the first
// round won and the second lost on the team screen, which finishes the competition; a visitor reads the rounds on
// /competitions/{id} and finds them under Meeting Results' Knockout Meetings, linked to that page. Each screen is
// looked at at 320, 375 and 1280 px, with axe.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { checkAtEachWidth } from './support/screen-check';
import {
  addCompetitionAsAdmin,
  deleteCompetitionAsAdmin,
  startCompetitionJourney,
  xsrfOf,
} from './support/competitions-support';
import { londonDate, withDb } from './support/fixtures-support';
import { signInAs, signOut } from './support/sign-in';

/**
 * Fills the captain's Record a round form (the round, its date and opponent, each pair's result and its margin
 * where it has one, the match's result) and saves it.
 */
async function recordRound(
  form: Locator,
  r: { round: string; date: string; opponent: string; pairs: [string, string?][]; match: string },
) {
  await form.getByLabel('Round', { exact: true }).fill(r.round);
  await form.getByLabel('Date').fill(r.date);
  await form.getByLabel('Opponent').fill(r.opponent);
  for (const [i, [result, margin]] of r.pairs.entries()) {
    await form.getByLabel(`Result of pair ${i + 1}`).selectOption(result);
    if (margin) await form.getByLabel(`Margin of pair ${i + 1}`).fill(margin);
  }
  await form.getByLabel('The match').selectOption(r.match);
  await form.getByRole('button', { name: 'Save the result' }).click();
}

test('the captain records the rounds and a visitor reads them on the competition page and in Meeting Results', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { tag, name, year, members } = await startCompetitionJourney(page, testInfo, 'Halford Hewitt', 'res');
  const players = await members('Arthur Able', 'Bernard Baker', 'Cedric Cole', 'Dennis Dale');
  const [captain] = await members('Charles Captain');
  const dates = [{ date: londonDate(-2), label: 'First round' }];
  const id = await addCompetitionAsAdmin({ name, year, captain, pairs: 2, reservesWanted: 0, dates });

  // The captain's team, saved through the site's route and published (the stamp the publish route writes).
  await signInAs(page, captain);
  const saved = await page.request.post(`/api/competitions/${id}/team`, {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
    data: {
      pairs: [
        [players[0].id, players[1].id],
        [players[2].id, players[3].id],
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await withDb((db) =>
    db
      .updateTable('competitions')
      .set({ published_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  );

  await page.goto(`/competitions/${id}/captain`);
  const form = page.getByRole('form', { name: 'Record a round' });
  await expect(form).toBeVisible();
  // A margin no match ends by is refused on the pair's field.
  const firstRound = { round: '1', date: londonDate(-2), opponent: 'Old Tonbridgians', match: 'won' };
  await recordRound(form, { ...firstRound, pairs: [['won', '7&1'], ['halved']] });
  await expect(page.getByText('Pair 1: 7&1 is not a margin').first()).toBeVisible();
  await form.getByLabel('Margin of pair 1').fill('3 & 2');
  await form.getByRole('button', { name: 'Save the result' }).click();
  await expect(page.getByText('Round 1 against Old Tonbridgians recorded')).toBeVisible();
  await checkAtEachWidth(page, testInfo, 'competition-record-round');

  const secondRound = { round: '2', date: londonDate(-1), opponent: 'Old Carthusians', match: 'lost' };
  await recordRound(form, {
    ...secondRound,
    pairs: [
      ['lost', '1 up'],
      ['lost', '5&4'],
    ],
  });
  await expect(page.getByText('Round 2 against Old Carthusians recorded')).toBeVisible();
  await signOut(page);

  // A visitor reads the rounds.
  await page.goto(`/competitions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${name} ${year}` })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Round 1: won against Old Tonbridgians' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Round 2: lost against Old Carthusians' }),
  ).toBeVisible();
  const round1 = page.getByRole('table', { name: 'The pairs in round 1 against Old Tonbridgians' });
  await expect(round1.getByRole('row').nth(1)).toContainText(`A. Able ${tag} & B. Baker ${tag}`);
  await expect(round1.getByRole('row').nth(1)).toContainText('3&2');
  await checkAtEachWidth(page, testInfo, 'competition-page');

  // Meeting Results: the Knockout Meetings tab lists both rounds, each linked to the competition's page.
  await page.goto(`/results?tab=knockout&year=${year}`);
  const row = page.getByRole('row', { name: new RegExp(`${name} – round 2`) });
  await expect(row).toContainText('Old Carthusians');
  await checkAtEachWidth(page, testInfo, 'results-knockout-competition');
  await row.getByRole('link', { name: `The pairs of ${name} – round 2` }).click();
  await expect(page).toHaveURL(new RegExp(`/competitions/${id}$`));

  // Tidy: the administrator deletes the competition.
  await deleteCompetitionAsAdmin(id);
});
