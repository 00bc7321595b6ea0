// Every screen at both widths (the phone and desktop projects), and at 320 px in the phone's tour: it loads, fits
// the window, an admin panel fits its frame, no word of 20 characters or fewer breaks in a button or a card, it
// passes axe, and is photographed. The other journeys work each screen's tasks once, at phone width, and
// the public pages and the shell at both (decision 0014). Problems are gathered over a whole tour, so one run
// names every screen that is wrong. The tours are short and independent, each with data of its own, so that the
// workers share them out (decision 0069).
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { demoAccounts } from './support/helpers';
import { signIn, signInAndOpen, signInAs } from './support/sign-in';
import { screenProblems } from './support/screen-check';
import { openProfileSection } from './support/admin-menu';
import { updateFixture } from '../../src/server/modules/fixtures/fixtures.repository';
import {
  createJourneyFixture,
  createJourneyMember,
  memberApi,
  londonDate,
  runTag,
  withDb,
} from './support/fixtures-support';
import { registerForFixture } from './support/informed-support';
import { bookMember } from '../helpers/bookings';
import { scoredFixture } from './support/scoring-support';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Each screen in turn: it loads, its heading shows, and its problems are gathered. */
async function tour(page: Page, testInfo: TestInfo, screens: [string, string, string | RegExp][]) {
  const problems: string[] = [];
  for (const [name, path, heading] of screens) {
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible();
    problems.push(...(await screenProblems(page, testInfo, `screen-${name}`)));
  }
  return problems;
}

/** A meeting with guests, a dinner with a menu, dinner-only places and fees. */
const dinnerDay = {
  guestsPerMember: 2,
  dinner: { choices: ['Roast Beef', 'Salmon', 'Vegetarian'], dinnerOnly: true },
  fees: { memberPence: 4500, guestPence: 6000, dinnerOnlyPence: 3250 },
};
const janeAsGuest = {
  dinner: { choice: 'Salmon', dietary: 'No shellfish, please' },
  guests: [{ name: 'Jane Doe', handicap: 12.4, dinner: { choice: 'Roast Beef', dietary: null } }],
};

test('the visitor screens', async ({ page }, testInfo) => {
  const problems = await tour(page, testInfo, [
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
  ]);

  // The register form with every error showing: the longest form of the site, with its error summary.
  await page.goto('/loginregister');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-register-errors')));
  expect(problems).toEqual([]);
});

test('the public pages (server-rendered), with their cards', async ({ page }, testInfo) => {
  const problems = await tour(page, testInfo, [
    ['home', '/home', /Welcome to the/],
    ['fixtures', '/fixtures', /Fixtures/],
    ['results', '/results', 'Meeting Results'],
    ['results-other', '/results?tab=other', 'Meeting Results'],
    ['foursomes', '/foursomes', /Scratch Foursomes|Golf Society/],
    ['courses', '/courses', /Golf Courses/],
    ['fixture-result', '/fixtureresult/5', 'Fixture Result'],
  ]);
  expect(problems).toEqual([]);
});

test("the member screens: My Profile's sections and the member search", async ({ page }, testInfo) => {
  const tag = runTag(testInfo);
  const member = await createJourneyMember(tag, 'Screen', `Tour ${tag}`);
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
  expect(problems).toEqual([]);
});

test('the member screens: publications, a fixture to enter and one to leave, and logout', async ({
  page,
}, testInfo) => {
  const tag = runTag(testInfo);
  const member = await createJourneyMember(tag, 'Screen', `Visits ${tag}`);
  const entered = await createJourneyFixture(`Screens Entered ${tag}`, 30, `captain-${tag}@journey.example`);
  const open = await createJourneyFixture(`Screens Open ${tag}`, 31, `captain-${tag}@journey.example`);
  await registerForFixture(entered.id, member.id);
  await signInAs(page, member);
  const problems = await tour(page, testInfo, [
    ['publications', '/publications', 'Publications'],
    ['enter-fixture', `/enterfixture/${open.id}`, 'Fixture Details'],
    ['leave-fixture', `/leavefixture/${entered.id}`, 'Fixture Details'],
    ['logout', '/logout', 'Logout'],
  ]);
  expect(problems).toEqual([]);
});

test('the member screens: guests and the dinner, a booking and its change, and a booking past its withdraw-by date', async ({
  page,
  request,
}, testInfo) => {
  const tag = runTag(testInfo);
  const member = await createJourneyMember(tag, 'Screen', `Booker ${tag}`);
  await signInAs(page, member);
  const problems: string[] = [];

  // Enter with a guest added and every question still to answer; a booking with a guest, its summary and Change
  // my booking; and a booking past its withdraw-by date.
  const captain = `captain-${tag}@journey.example`;
  const guestsDay = await createJourneyFixture(`Screens Guests ${tag}`, 32, captain, {
    places: 12,
    booking: dinnerDay,
  });
  await page.goto(`/enterfixture/${guestsDay.id}`);
  await page.getByRole('button', { name: 'Add a guest' }).click();
  await page.getByRole('button', { name: 'Sign Me Up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-enter-fixture-guests')));

  const booked = await createJourneyFixture(`Screens Booked ${tag}`, 33, captain, {
    places: 12,
    booking: dinnerDay,
  });
  const api = await memberApi(request, member);
  await api.enter(booked.id, janeAsGuest);
  await page.goto(`/leavefixture/${booked.id}`);
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-my-booking')));
  await page.getByRole('button', { name: 'Change my booking' }).click();
  await expect(page.getByRole('heading', { name: 'Change my booking' })).toBeFocused();
  problems.push(...(await screenProblems(page, testInfo, 'screen-change-booking')));

  const closed = await createJourneyFixture(`Screens Closed ${tag}`, 34, captain, {
    places: 12,
    booking: dinnerDay,
  });
  await api.enter(closed.id, janeAsGuest);
  await withDb((db) => updateFixture(db, closed.id, { withdraw_by: londonDate(-1) }));
  await page.goto(`/leavefixture/${closed.id}`);
  await expect(
    page.getByText(/To withdraw or change your booking now, contact the fixture's manager/),
  ).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-booking-withdraw-closed')));
  expect(problems).toEqual([]);
});

/** Wide data of its own, so a check never depends on what other journeys happened to leave behind. */
async function wideFixture(testInfo: TestInfo) {
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
  return { long, fixture };
}

/** The admin panels are toured in this many parts, side by side. */
const ADMIN_PARTS = 3;

for (let part = 1; part <= ADMIN_PARTS; part += 1)
  test(`the administrator screens: every admin panel, part ${part} of ${ADMIN_PARTS}`, async ({
    page,
  }, testInfo) => {
    await wideFixture(testInfo);
    await signInAndOpen(page, 'admin', '/admin');
    // On a phone the admin menu is folded: its links are read from the page, shown or not.
    const menu = page.locator('nav[aria-label="Admin"] a');
    await expect(menu.first()).toBeAttached();
    const links = await menu.evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, label: a.textContent!.trim() })),
    );
    expect(links.length).toBeGreaterThan(10);
    const size = Math.ceil(links.length / ADMIN_PARTS);
    const problems: string[] = [];
    for (const { href, label } of links.slice((part - 1) * size, part * size)) {
      await page.goto(href);
      const panel = page.getByRole('region', { name: label });
      await expect(panel.getByRole('heading').first()).toBeVisible();
      problems.push(...(await screenProblems(page, testInfo, `admin-${href.split('/').pop()}`)));
    }
    expect(problems).toEqual([]);
  });

test('the administrator screens: a fixture with long words to edit, its players, and the public list', async ({
  page,
}, testInfo) => {
  const { long, fixture } = await wideFixture(testInfo);
  const { adminEmail, adminPassword } = demoAccounts();
  await signIn(page, adminEmail, adminPassword);
  const problems: string[] = [];
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
  expect(problems).toEqual([]);
});

test('the results from the cards: the field, the order of merit and the roll of honour', async ({
  page,
  request,
}, testInfo) => {
  const tag = runTag(testInfo);
  // A meeting of its own scored from the cards and published: its field, the order of merit and the roll of honour.
  const published = await scoredFixture(request, `${tag}-p`, { publish: true });
  const problems = await tour(page, testInfo, [
    ['fixture-result-field', `/fixtureresult/${published.fixture.id}`, 'Fixture Result'],
    ['order-of-merit', `/orderofmerit?year=${published.fixture.year}`, /Order of Merit/],
    ['roll-of-honour', '/rollofhonour', 'Roll of Honour'],
    [
      'roll-of-honour-found',
      `/rollofhonour?name=${encodeURIComponent(published.members[0].name)}`,
      'Roll of Honour',
    ],
  ]);
  // A member's counted meetings open under their name.
  await page.goto(`/orderofmerit?year=${published.fixture.year}`);
  await page.getByText(published.members[0].name, { exact: true }).click();
  await expect(page.locator('details[open]').getByRole('listitem')).toHaveCount(1);
  problems.push(...(await screenProblems(page, testInfo, 'screen-order-of-merit-open')));
  expect(problems).toEqual([]);
});

test('the results from the cards: the order of merit rules, tees, scoring and cards half entered', async ({
  page,
  request,
}, testInfo) => {
  const tag = runTag(testInfo);
  const problems: string[] = [];
  await signInAndOpen(page, 'admin', '/admin/order-of-merit');
  await expect(page.getByRole('form', { name: /^Order of merit rules for / })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-admin-order-of-merit')));
  // Results from the cards: a course's tees, a fixture's scoring, and its cards half entered.
  const scored = await scoredFixture(request, `${tag}-h`, { players: 3, cards: 2 });
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

test('the guests and the dinner: Add and Edit Fixture with a dinner, and the Players screen with guests', async ({
  page,
}, testInfo) => {
  const tag = runTag(testInfo);
  const who = tag.replace(/\W/g, '');
  const fixture = await createJourneyFixture(`Annual Dinner ${tag}`, 45, `dinner-${tag}@journey.example`, {
    places: 3,
  });
  const choices = ['Beef Wellington', 'Pan-roasted fillet of Scottish salmon with samphire', 'Vegetarian'];
  const [host, other, diner] = [
    await createJourneyMember(`${tag}-h`, 'Bartholomew-Maximilian', `Fortescue${who}`),
    await createJourneyMember(`${tag}-o`, 'Olive', `Oakley${who}`),
    await createJourneyMember(`${tag}-d`, 'Dorothy', `Diner${who}`),
  ];
  await withDb(async (db) => {
    await db
      .updateTable('fixtures')
      .set({
        guests_per_member: 3,
        dinner_choices: JSON.stringify(choices),
        dinner_only: 1,
        member_fee_pence: 4550,
        guest_fee_pence: 5000,
        dinner_only_fee_pence: 3500,
      })
      .where('id', '=', fixture.id)
      .execute();
    await bookMember(db, fixture.id, host.id, {
      dinner: { choice: choices[1], dietary: 'No shellfish and no nuts, please; coeliac (gluten free)' },
      guests: [
        { name: 'Wilhelmina Featherstonehaugh-Cholmondeley', handicap: 18.4, dinner: { choice: choices[0] } },
        { name: 'Tom Guest', handicap: -1.2, list: 'waiting', dinner: { choice: choices[2] } },
      ],
    });
    await bookMember(db, fixture.id, other.id, { dinner: null });
    await bookMember(db, fixture.id, diner.id, {
      list: 'dinner',
      dinner: { choice: choices[2], dietary: 'Vegan' },
      guests: [{ name: 'Harriet Guest', dinner: { choice: choices[0] } }],
    });
  });
  const { adminEmail, adminPassword } = demoAccounts();
  await signIn(page, adminEmail, adminPassword);
  const problems: string[] = [];

  // Add Fixture with the dinner's own fields showing.
  await page.goto('/admin/add-fixture');
  const form = page.getByRole('form', { name: 'Add Fixture' });
  await form.getByLabel('There is a dinner that members book').check();
  await form.getByLabel('Dinner choices (optional)').fill(choices.join('\n'));
  problems.push(...(await screenProblems(page, testInfo, 'admin-add-fixture-dinner')));

  await page.goto(`/editfixture/${fixture.id}`);
  await expect(h1(page, 'Edit Fixture')).toBeVisible();
  await expect(page.getByLabel('Member fee (£)')).toHaveValue('45.50');
  problems.push(...(await screenProblems(page, testInfo, 'screen-edit-fixture-dinner')));

  await page.goto(`/fixtureplayers/${fixture.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'For the caterer' })).toBeVisible();
  await expect(page.getByText('Wilhelmina Featherstonehaugh-Cholmondeley').first()).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'screen-fixture-players-guests')));
  expect(problems).toEqual([]);
});
