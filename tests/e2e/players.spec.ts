// A fixture's manager runs the golf day from the Players screen: adds members on their behalf (the
// third to the waiting list), reorders and moves them, picks the team and publishes it; the players hear by
// e-mail and members see the team on the fixture page.
import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';
import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import {
  createJourneyFixture,
  createJourneyMember,
  journeyManager,
  runTag,
  withDb,
} from './support/fixtures-support';
import { signInAndOpen, signInAs } from './support/sign-in';

/** Journey members one after another (each opens the database for its own write). */
async function journeyMembers<T>(names: string[], make: (first: string) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (const first of names) out.push(await make(first));
  return out;
}

test('a manager adds players, moves them, and publishes the team; the players are told', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { tag, who, manager } = await journeyManager(testInfo);
  const [ann, bob, cyd] = await journeyMembers(['Ann', 'Bob', 'Cyd'], (first) =>
    createJourneyMember(`${tag}-${first.toLowerCase()}`, first, `Golfer${who}`),
  );
  const event = `Match v Old Rivals ${tag}`;
  const fixture = await createJourneyFixture(event, 21, `captain@example.com;${manager.email}`, {
    places: 2,
  });

  await signInAndOpen(page, manager, `/enterfixture/${fixture.id}`);
  await page.getByRole('link', { name: 'Manage players' }).click();
  await expect(page).toHaveURL(new RegExp(`/fixtureplayers/${fixture.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Players: ${event}` })).toBeVisible();
  await expect(page.getByText('No one has a place yet.')).toBeVisible();

  // Add three members on their behalf, found by name: the third goes to the waiting list.
  for (const m of [ann, bob, cyd]) {
    await page.getByLabel('Name', { exact: true }).fill(`Golfer${who}`);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: `Add ${m.name}` }).click();
    await expect(page.getByText(`${m.name} added to ${event}`)).toBeVisible();
    // Back to the name, for the next one: the focus stays in the form, not thrown to the top of the page.
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  }
  const status = page.getByRole('status').filter({ hasText: `${cyd.name} added to ${event}` });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toContainText('number 1 on the waiting list');
  const playing = page.getByRole('region', { name: 'Playing' });
  const waiting = page.getByRole('region', { name: 'Waiting list' });
  await expect(playing.getByRole('row')).toHaveCount(3);
  await expect(waiting.getByRole('row', { name: new RegExp(cyd.name) })).toBeVisible();
  await expect(page.getByText('2 of 2 places taken.')).toBeVisible();
  await waitForMail(cyd.email, /You are number 1 on the waiting list/);

  // Reorder, then swap Bob and Cyd between the lists. Each change keeps the manager on the moved row, and says
  // where the player is now without taking the focus.
  const down = playing.getByRole('button', { name: `Down ${ann.name}` });
  await down.scrollIntoViewIfNeeded();
  await down.click();
  await expect(playing.getByRole('row').nth(1)).toContainText(bob.name);
  await expect(page.getByText(`${ann.name} moved down to number 2 on the playing list.`)).toBeVisible();
  // Last on the list, Ann cannot go down again: the focus is on her Up button, still in view.
  const up = playing.getByRole('button', { name: `Up ${ann.name}` });
  await expect(up).toBeFocused();
  await expect(up).toBeInViewport();
  await playing.getByRole('button', { name: `To waiting list ${bob.name}` }).click();
  await expect(
    page.getByText(
      `${bob.name} moved to the waiting list, number 1. ${cyd.name} moved up from the waiting list to the playing list.`,
    ),
  ).toBeVisible();
  await expect(playing.getByRole('row', { name: new RegExp(cyd.name) })).toBeVisible();
  await expect(waiting.getByRole('row', { name: new RegExp(bob.name) })).toBeVisible();
  const back = waiting.getByRole('button', { name: `To playing list ${bob.name}` });
  await expect(back).toBeFocused();
  await expect(back).toBeInViewport();

  // The team: Ann selected, Cyd a reserve; saved, then published after the confirmation.
  await page.getByLabel(`Team choice for ${ann.name}`).selectOption('selected');
  await page.getByLabel(`Team choice for ${cyd.name}`).selectOption('reserve');
  await expect(page.getByRole('button', { name: 'Publish team' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByText('Team saved. Members see it once you publish it.')).toBeVisible();
  await expectNoAxeViolations(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is wider than the window').toBeLessThanOrEqual(innerWidth);
  await screenshot(page, testInfo, 'players-screen');
  await page.getByRole('button', { name: 'Publish team' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish the team for ${event}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, publish' }).click();
  await expect(page.getByText('Team published: the players have been e-mailed')).toBeVisible();
  await waitForMail(ann.email, new RegExp(`You are selected: ${event}`));
  await waitForMail(cyd.email, new RegExp(`You are a reserve: ${event}`));

  // The CSV holds both lists, in order.
  const csv = await (await page.request.get(`/api/fixtures/players/${fixture.id}/csv`)).text();
  expect(csv.indexOf(ann.name)).toBeLessThan(csv.indexOf(bob.name));
  expect(csv).toContain(`"Waiting","1","${bob.name}"`);

  // Removing the only one waiting leaves the focus on the waiting list's heading, not at the top of the page.
  await waiting.getByRole('button', { name: `Remove ${bob.name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${bob.name} from ${event}?` })
    .getByRole('button', { name: 'Yes, remove them' })
    .click();
  await expect(page.getByText(`${bob.name} removed from the waiting list.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting list' })).toBeFocused();
  await expect(page.getByText('No one is waiting.')).toBeVisible();

  // A member sees the published team on the fixture page.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signInAndOpen(member, ann, `/enterfixture/${fixture.id}`);
  await expect(member.getByRole('heading', { name: 'The Team' })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Reserves' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Manage players' })).toHaveCount(0);
  await context.close();
});

test('an administrator sets Places and the sign-up dates on Edit Fixture, with clear messages', async ({
  page,
}, testInfo) => {
  const tag = runTag(testInfo);
  const who = tag.replace(/\W/g, '');
  const admin = await createJourneyMember(`${tag}-a`, 'Ada', `Admin${who}`, true);
  const [one, two] = await journeyMembers(['One', 'Two'], (first) =>
    createJourneyMember(`${tag}-${first.toLowerCase()}`, first, `Player${who}`),
  );
  const fixture = await createJourneyFixture(`Places ${tag}`, 30, 'captain@example.com');
  await withDb(async (db) => {
    const at = new Date().toISOString();
    for (const [i, m] of [one, two].entries())
      await insertEntry(db, {
        fixtureId: fixture.id,
        memberId: m.id,
        list: 'registered',
        position: i + 1,
        at,
      });
  });
  await signInAndOpen(page, admin, `/editfixture/${fixture.id}`);
  const group = page.getByRole('group', { name: 'Places and sign-up dates' });
  await expect(group).toBeVisible();

  // Closing after the start is refused on the form, and lowering Places below those playing by the server.
  await group.getByLabel('Sign-up Closes (optional)').fill(fixture.date);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('link', { name: 'Sign-up Closes must be before Start Date' })).toBeVisible();
  await group.getByLabel('Sign-up Closes (optional)').fill('');
  await group.getByLabel('Places (optional)').fill('1');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.locator('#edit-fixture-places-error')).toContainText(
    `unless ${two.name} moves to the waiting list first`,
  );
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'edit-fixture-places-error');

  await group.getByLabel('Places (optional)').fill('2');
  await group.getByLabel('Sign-up Opens (optional)').fill('2026-01-05');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Fixture Updated')).toBeVisible();
  await page.goto(`/enterfixture/${fixture.id}`);
  await expect(page.getByText('All 2 places are taken')).toBeVisible();

  // Edit Fixtures leads to the fixture's Players screen too, beside Edit.
  await page.goto('/admin/edit-fixtures');
  const year = page.getByRole('button', { name: new RegExp(`^${fixture.year}`) });
  if ((await year.getAttribute('aria-expanded')) !== 'true') await year.click();
  await page.getByRole('link', { name: new RegExp(`^Players of Places ${tag}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Players: Places ${tag}` })).toBeVisible();
});

test('another member cannot open a fixture’s Players screen', async ({ page }, testInfo) => {
  const tag = runTag(testInfo);
  const outsider = await createJourneyMember(`${tag}-o`, 'Otto', 'Outsider');
  const fixture = await createJourneyFixture(`Not Yours ${tag}`, 25, 'captain@example.com');
  await signInAs(page, outsider);
  await page.goto(`/fixtureplayers/${fixture.id}`);
  await expect(page.getByText("Only this fixture's managers can manage its players")).toBeVisible();
  await expectNoAxeViolations(page);
});
