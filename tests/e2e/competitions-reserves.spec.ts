// A withdrawal and a reserve called up (DESIGN.md 'Scratch teams', decision 0060), at a phone's width: a team is
// published, a player withdraws from his e-mail's one-click link, the reserve sees the offer on the members' Teams
// screen and accepts it from his e-mail, and the captain's team screen shows the reserve in the pair. The Teams
// screen with an offer is looked at at 320, 375 and 1280 px, with axe.
import { expect, test } from './support/test';
import { expectNoAxeViolations, linkFrom, screenshot, waitForMail } from './support/helpers';
import { checkAtEachWidth } from './support/screen-check';
import { londonDate, withDb } from './support/fixtures-support';
import { signInAndOpen, signOut } from './support/sign-in';
import { deleteCompetitionAsAdmin, startCompetitionJourney } from './support/competitions-support';
import {
  insertCompetition,
  replaceTeam,
  setCompetitionStamp,
} from '../../src/server/modules/competitions/competitions.repository';

test('a player withdraws from his e-mail, the reserve accepts from his, the captain sees him in the pair', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { tag, name, year, members } = await startCompetitionJourney(page, testInfo, 'Cyril Gray', 'res');
  const [captain, leaver] = await members('Charles Captain', 'Walter Leaver');
  const [partner, reserve] = await members('Percy Partner', 'Roger Reserve');
  const title = `${name} ${year}`;

  // The competition and its saved team, as the captain's pairings leave them.
  const id = await withDb(async (db) => {
    const now = new Date().toISOString();
    const id = await insertCompetition(
      db,
      {
        name,
        year,
        pairs: 1,
        reserves_wanted: 1,
        dates: JSON.stringify([{ date: londonDate(30), label: 'First round' }]),
        captain_emails: captain.email.toLowerCase(),
        left_school_by: null,
        offer_hours: 24,
      },
      now,
    );
    await replaceTeam(db, id, [[leaver.id, partner.id]], [reserve.id]);
    await setCompetitionStamp(db, id, 'team_saved_at', now);
    return id;
  });

  // The captain publishes it; the player's e-mail carries his one-click 'I can no longer play'.
  await signInAndOpen(page, captain, `/competitions/${id}/captain`);
  await page.getByRole('button', { name: 'Publish the team' }).click();
  await page
    .getByRole('dialog', { name: `Publish the team for ${title}?` })
    .getByRole('button', { name: 'Yes, publish' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Team published' })).toBeVisible();
  await signOut(page);
  const selected = await waitForMail(leaver.email, new RegExp(`You are selected for the ${title}`));
  const withdrawPath = linkFrom(selected, '/act/');

  // The player opens his link (no password), reads what it will do, and withdraws.
  await page.goto(withdrawPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from the team' })).toBeVisible();
  await expect(page.getByText(`you have a place in pair 1 of the ${title}`)).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw from the team' }).click();
  await expect(page.getByText(`You have withdrawn from the ${title}.`)).toBeVisible();
  await waitForMail(
    captain.email,
    new RegExp(`${name} ${year}: Walter Leaver ${tag} has withdrawn from pair 1`),
  );

  // The reserve sees the offer on the Teams screen, then accepts it from his e-mail.
  const offer = await waitForMail(reserve.email, new RegExp(`A place in the ${name} ${year} is yours`));
  await signInAndOpen(page, reserve, '/competitions');
  // Other journeys' competitions may be listed too: this one's part of the screen.
  const side = page.getByRole('region', { name: title });
  await expect(side.getByRole('list', { name: 'Pairs in order of play' })).toContainText(
    `Pair 1 P. Partner ${tag} & a place open, offered to R. Reserve ${tag}`,
  );
  await expect(side.getByText('A place in pair 1 is offered to you. Will you play?')).toBeVisible();
  await expect(side.getByRole('button', { name: "Yes, I'll play" })).toBeVisible();
  await expectNoAxeViolations(page);
  await checkAtEachWidth(page, testInfo, 'competition-offer');
  await signOut(page);

  await page.goto(linkFrom(offer, '/act/'));
  await expect(page.getByRole('heading', { level: 1, name: 'A place in the team' })).toBeVisible();
  await page.getByRole('button', { name: 'Take the place' }).click();
  await expect(page.getByText(`The place in pair 1 of the ${title} is yours.`)).toBeVisible();
  await waitForMail(reserve.email, new RegExp(`You are in the ${name} ${year} side`));

  // The captain's team screen: the reserve in the pair.
  await signInAndOpen(page, captain, `/competitions/${id}/captain`);
  await expect(page.getByRole('heading', { level: 1, name: `Team: ${title}` })).toBeVisible();
  await expect(page.getByLabel('First player of pair 1')).toHaveValue(String(reserve.id));
  await expect(page.getByLabel('Second player of pair 1')).toHaveValue(String(partner.id));

  // The team sheet follows: printed, pair 1 is the reserve and the partner.
  await page.goto(`/competitions/${id}/teamsheet`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('row', { name: /^1 / })).toContainText(`R. Reserve ${tag} & P. Partner ${tag}`);
  await screenshot(page, testInfo, 'team-sheet-with-the-reserve-print');
  await page.emulateMedia({ media: 'screen' });

  await deleteCompetitionAsAdmin(id);
});
