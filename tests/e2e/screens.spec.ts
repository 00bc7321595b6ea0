// Every screen at both widths (the phone and desktop projects), and at 320 px in the phone's tour: it loads, fits
// the window, an admin panel fits its frame, no word of 20 characters or fewer breaks in a button or a card, it
// passes axe, and is photographed. The other journeys work each screen's tasks once, at phone width, and
// the public pages and the shell at both (decision 0014). Problems are gathered over a whole tour, so one run
// names every screen that is wrong.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { demoAccounts } from './support/helpers';
import { signIn, signInAs } from './support/sign-in';
import { screenProblems } from './support/screen-check';
import { openProfileSection } from './support/admin-menu';
import { createJourneyFixture, createJourneyMember, runTag } from './support/fixtures-support';
import { registerForFixture } from './support/informed-support';
import { scoredFixture } from './support/scoring-support';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the visitor screens', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  // A meeting of its own scored from the cards and published: its field, the order of merit and the roll of honour.
  const scored = await scoredFixture(request, runTag(testInfo), { publish: true });
  const problems: string[] = [];
  const screens: [string, string, string | RegExp][] = [
    ['login', '/loginregister', 'Login or Register'],
    ['forgot-password', '/forgotpassword', /Password Reset Email/],
    ['password-reset', '/passwordreset?email=someone%40example.com&token=abc', /Password/],
    ['email-confirmed', '/emailconfirmed', 'Email Address Confirmed'],
    ['email-not-confirmed', '/emailnotconfirmed', 'Email Address Not Confirmed'],
    ['privacy', '/privacy', 'Privacy notice'],
    ['unsubscribe', '/unsubscribe?token=not-a-token', 'Unsubscribe'],
    ['act-invalid', '/act/not-a-real-link-token-at-all', 'This link is not valid'],
    [
      'cancel-email-change',
      '/cancelemailchange?email=someone%40example.com&token=abc',
      'Cancel the Email Address Change',
    ],
    ['sign-in-link', '/signin/a-link-that-was-never-sent', 'Sign in'],
    ['not-found', '/no-such-page', 'Page not found'],
    // The public pages (server-rendered), with their cards.
    ['home', '/home', /Welcome to the/],
    ['fixtures', '/fixtures', /Fixtures/],
    ['results', '/results', 'Meeting Results'],
    ['results-other', '/results?tab=other', 'Meeting Results'],
    ['foursomes', '/foursomes', /Scratch Foursomes|Golf Society/],
    ['courses', '/courses', /Golf Courses/],
    ['fixture-result', '/fixtureresult/5', 'Fixture Result'],
    ['fixture-result-field', `/fixtureresult/${scored.fixture.id}`, 'Fixture Result'],
    ['order-of-merit', `/orderofmerit?year=${scored.fixture.year}`, /Order of Merit/],
    ['roll-of-honour', '/rollofhonour', 'Roll of Honour'],
    [
      'roll-of-honour-found',
      `/rollofhonour?name=${encodeURIComponent(scored.members[0].name)}`,
      'Roll of Honour',
    ],
  ];
  for (const [name, path, heading] of screens) {
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible();
    problems.push(...(await screenProblems(page, testInfo, `screen-${name}`)));
  }

  // A member's counted meetings open under their name.
  await page.goto(`/orderofmerit?year=${scored.fixture.year}`);
  await page.getByText(scored.members[0].name, { exact: true }).click();
  await expect(page.locator('details[open]').getByRole('listitem')).toHaveCount(1);
  problems.push(...(await screenProblems(page, testInfo, 'screen-order-of-merit-open')));

  // The register form with every error showing: the longest form of the site, with its error summary.
  await page.goto('/loginregister');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-register-errors')));
  expect(problems).toEqual([]);
});

test('the member screens', async ({ page }, testInfo) => {
  const tag = runTag(testInfo);
  const member = await createJourneyMember(tag, 'Screen', `Tour ${tag}`);
  const entered = await createJourneyFixture(`Screens Entered ${tag}`, 30, `captain-${tag}@journey.example`);
  const open = await createJourneyFixture(`Screens Open ${tag}`, 31, `captain-${tag}@journey.example`);
  await registerForFixture(entered.id, member.id);
  await signInAs(page, member);
  const problems: string[] = [];

  await page.goto('/myprofile');
  await expect(h1(page, 'My Profile')).toBeVisible();
  const sections = await page
    .getByRole('navigation', { name: 'My Profile' })
    .getByRole('link', { includeHidden: true })
    .allTextContents();
  expect(sections.length).toBeGreaterThan(5);
  for (const label of sections) {
    await openProfileSection(page, label);
    problems.push(
      ...(await screenProblems(page, testInfo, `screen-profile-${label.toLowerCase().replace(/\W+/g, '-')}`)),
    );
  }

  await page.goto('/membersearch');
  await page.getByLabel('Last Name').fill('Tour');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table').getByText(`Tour ${tag}`)).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-member-search')));

  const screens: [string, string, string | RegExp][] = [
    ['publications', '/publications', 'Publications'],
    ['enter-fixture', `/enterfixture/${open.id}`, 'Fixture Details'],
    ['leave-fixture', `/leavefixture/${entered.id}`, 'Fixture Details'],
    ['logout', '/logout', 'Logout'],
  ];
  for (const [name, path, heading] of screens) {
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible();
    problems.push(...(await screenProblems(page, testInfo, `screen-${name}`)));
  }
  expect(problems).toEqual([]);
});

test('the administrator screens: every admin panel, a fixture to edit and its players', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // Wide data of its own, so the check never depends on what other journeys happened to leave behind.
  const tag = runTag(testInfo);
  const long = `WorplesdonSunningdaleWaltonHeathFoursomesAndTheRestOfSurrey${tag.replace(/\W/g, '')}`;
  const player = await createJourneyMember(
    `${tag}-a-rather-long-address-for-a-member`,
    'Bartholomew-Maximilian',
    long,
  );
  const fixture = await createJourneyFixture(
    `Event ${long}`,
    20,
    `secretary-${tag}@a-long-domain-name.example`,
    { location: long },
  );
  await registerForFixture(fixture.id, player.id);
  const { adminEmail, adminPassword } = demoAccounts();
  await signIn(page, adminEmail, adminPassword);
  await page.goto('/admin');
  // On a phone the admin menu is folded: its links are read from the page, shown or not.
  const menu = page.locator('nav[aria-label="Admin"] a');
  await expect(menu.first()).toBeAttached();
  const links = await menu.evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute('href')!, label: a.textContent!.trim() })),
  );
  expect(links.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const { href, label } of links) {
    await page.goto(href);
    const panel = page.getByRole('region', { name: label });
    await expect(panel.getByRole('heading').first()).toBeVisible();
    problems.push(...(await screenProblems(page, testInfo, `admin-${href.split('/').pop()}`)));
  }

  // The public list with that fixture in it: one long word breaks inside its cell, never widens the table.
  await page.goto(`/fixtures?year=${fixture.year}`);
  await expect(page.getByText(`Event ${long}`, { exact: true })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-fixtures-long-words')));
  await page.goto(`/editfixture/${fixture.id}`);
  await expect(h1(page, 'Edit Fixture')).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-edit-fixture')));
  await page.goto(`/fixtureplayers/${fixture.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Playing' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-fixture-players')));

  // Results from the cards: a course's tees, a fixture's scoring, and its cards half entered.
  const scored = await scoredFixture(request, tag, { players: 3, cards: 2 });
  await page.goto(`/admin/courses/${scored.courseId}/tees`);
  await expect(page.getByRole('heading', { name: /^Tees: / })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-course-tees')));
  await page.getByRole('button', { name: 'Edit the White tees' }).click();
  await page.getByLabel('Hole 3 stroke index').fill('1');
  await page.getByLabel('Hole 5 par').fill('9');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-course-tees-errors')));
  await page.goto(`/editfixture/${scored.fixture.id}`);
  await expect(page.getByLabel('Name of the prize')).toHaveValue(scored.prize);
  await page.getByRole('button', { name: 'Add a prize' }).click();
  await page.getByLabel('Who may win it').nth(1).selectOption('handicap');
  await page.getByRole('button', { name: 'Add a prize' }).click();
  await page.getByLabel('Who may win it').nth(2).selectOption('leftSchoolBy');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-edit-fixture-scoring')));
  await page.goto(`/fixturescores/${scored.fixture.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'The field so far' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-fixture-scores')));
  await page.getByLabel('Hole 4', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-fixture-scores-errors')));
  expect(problems).toEqual([]);
});
