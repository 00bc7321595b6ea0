// The fixture secretary sets a fixture's guests, dinner and fees on Add Fixture and Edit Fixture; its manager
// sees on the Players screen each player's guests and dinner, the dinner-only bookings and the caterer's numbers,
// downloads those numbers as a CSV for the club's caterer, and prints them on the start sheet. Later, fewer
// guests and a shorter menu change members' bookings: Edit Fixture asks the secretary to confirm first.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Locator } from '@playwright/test';
import { bookMember } from '../helpers/bookings';
import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import { openAdminPanel } from './support/admin-menu';
import { createJourneyMember, journeyManager, londonDate, withDb } from './support/fixtures-support';
import { expectFitsTheWindow } from './support/screen-check';
import { signInAndOpen, signOut } from './support/sign-in';

/** A member's row in a list of the Players screen, and a guest's (under their host's). */
const memberRow = (list: Locator, name: string) =>
  list.getByRole('row').filter({ hasText: name }).filter({ hasNotText: 'Guest of' });
const guestRow = (list: Locator, name: string) =>
  list.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Guest of' });

test('an administrator sets guests, a dinner and fees; the manager sees the guests, the dinners and the caterer’s numbers, and downloads them', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { tag, who, manager } = await journeyManager(testInfo);
  const admin = await createJourneyMember(`${tag}-admin`, 'Ada', `Secretary${who}`, true);
  const members = [];
  for (const first of ['Ann', 'Bob', 'Cyd', 'Dan'])
    members.push(await createJourneyMember(`${tag}-${first.toLowerCase()}`, first, `Golfer${who}`));
  const [host, diner, dinnerOnly, waiter] = members;
  const event = `Spring Meeting ${tag}`;
  const date = londonDate(40);

  // Add Fixture: two guests each, a dinner of three choices with dinner-only places, and the fees in pounds.
  await signInAndOpen(page, admin, '/admin');
  await openAdminPanel(page, 'Add Fixture');
  const form = page.getByRole('form', { name: 'Add Fixture' });
  await form.getByLabel('Event').fill(event);
  await form.getByLabel('Start Date').fill(date);
  await form.getByLabel('End Date').fill(date);
  await form.getByLabel('Email', { exact: true }).fill(manager.email);
  await form.getByRole('button', { name: 'Add Email' }).click();
  await form.getByLabel('Users Can Register').check();
  await form.getByLabel('Places (optional)').fill('4');
  await form.getByLabel('Guests each member may bring').selectOption('2');
  // The dinner's own fields show once there is a dinner.
  await expect(form.getByLabel('Dinner choices (optional)')).toHaveCount(0);
  await form.getByLabel('There is a dinner that members book').check();
  await form.getByLabel('Dinner choices (optional)').fill('Beef\nSalmon\nVegetarian');
  await form.getByLabel('Members may come to the dinner only, without playing').check();
  await form.getByLabel('Member fee (£)').fill('45');
  await form.getByLabel('Guest fee (£)').fill('fifty');
  await form.getByLabel('Dinner-only fee (£)').fill('30.5');
  // A fee that is not in pounds is named in the summary, which leads to its field.
  await form.getByRole('button', { name: 'Save' }).click();
  const wrongFee = form.getByRole('link', { name: 'Type the guest fee in pounds, such as 45 or 45.50' });
  await expect(wrongFee).toBeVisible();
  await expect(page).toHaveTitle(/^Error:/);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'add-fixture-dinner-error');
  await wrongFee.click();
  await expect(form.getByLabel('Guest fee (£)')).toBeFocused();
  await form.getByLabel('Guest fee (£)').fill('50.50');
  await screenshot(page, testInfo, 'add-fixture-dinner');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Fixture Added')).toBeVisible();

  const saved = () =>
    withDb((db) =>
      db.selectFrom('fixtures').selectAll().where('event', '=', event).executeTakeFirstOrThrow(),
    );
  const added = await saved();
  // Kept in whole pence.
  expect(added).toMatchObject({
    guests_per_member: 2,
    dinner_choices: JSON.stringify(['Beef', 'Salmon', 'Vegetarian']),
    dinner_only: 1,
    member_fee_pence: 4500,
    guest_fee_pence: 5050,
    dinner_only_fee_pence: 3050,
  });
  const fixtureId = added.id;

  // Edit Fixture shows them back, the fees in pounds; a fourth choice and a new guest fee are saved.
  await page.goto(`/editfixture/${fixtureId}`);
  const edit = page.getByRole('form', { name: 'Edit Fixture' });
  await expect(edit.getByLabel('Guests each member may bring')).toHaveValue('2');
  await expect(edit.getByLabel('There is a dinner that members book')).toBeChecked();
  await expect(edit.getByLabel('Dinner choices (optional)')).toHaveValue('Beef\nSalmon\nVegetarian');
  await expect(edit.getByLabel('Members may come to the dinner only, without playing')).toBeChecked();
  await expect(edit.getByLabel('Member fee (£)')).toHaveValue('45.00');
  await expect(edit.getByLabel('Guest fee (£)')).toHaveValue('50.50');
  await expect(edit.getByLabel('Dinner-only fee (£)')).toHaveValue('30.50');
  await edit.getByLabel('Dinner choices (optional)').fill('Beef\nSalmon\nVegetarian\nChicken');
  await edit.getByLabel('Guest fee (£)').fill('48');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByText('Fixture Updated')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsTheWindow(page);
  await screenshot(page, testInfo, 'edit-fixture-dinner');
  expect(await saved()).toMatchObject({
    dinner_choices: JSON.stringify(['Beef', 'Salmon', 'Vegetarian', 'Chicken']),
    guest_fee_pence: 4800,
  });

  // The members book (as the members' own screen would): a host with a guest who plays and one who waits, a diner
  // with a guest who plays without dining, a dinner-only booking with a guest, and a member on the waiting list.
  const guest = (name: string) => `${name} Guest${who}`;
  await withDb(async (db) => {
    await bookMember(db, fixtureId, host.id, {
      dinner: { choice: 'Beef' },
      guests: [
        { name: guest('Jane'), handicap: 14.2, dinner: { choice: 'Salmon', dietary: 'No nuts' } },
        // The places are taken by then: this guest waits, and counts nowhere for the caterer.
        { name: guest('Sam'), list: 'waiting', dinner: { choice: 'Beef', dietary: 'Counts nowhere' } },
      ],
    });
    await bookMember(db, fixtureId, diner.id, {
      dinner: { choice: 'Vegetarian', dietary: 'Vegan' },
      guests: [{ name: guest('Tom'), handicap: 8 }],
    });
    await bookMember(db, fixtureId, dinnerOnly.id, {
      list: 'dinner',
      dinner: { choice: 'Salmon' },
      guests: [{ name: guest('Sue'), dinner: { choice: 'Beef', dietary: 'Gluten free' } }],
    });
    await bookMember(db, fixtureId, waiter.id, { list: 'waiting', dinner: { choice: 'Beef' } });
  });

  // The manager's Players screen.
  await signOut(page);
  await signInAndOpen(page, manager, `/fixtureplayers/${fixtureId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Players: ${event}` })).toBeVisible();
  await expect(page.getByText('4 of 4 places taken (2 members, 2 guests).')).toBeVisible();
  const playing = page.getByRole('region', { name: 'Playing' });
  const jane = guestRow(playing, guest('Jane'));
  await expect(jane).toContainText(`Guest of ${host.name}: playing`);
  await expect(jane).toContainText('14.2');
  await expect(jane).toContainText('Salmon');
  await expect(jane).toContainText('Dietary: No nuts');
  await expect(guestRow(playing, guest('Sam'))).toContainText(`Guest of ${host.name}: on the waiting list`);
  await expect(guestRow(playing, guest('Tom'))).toContainText('No dinner');
  const dinerRow = playing
    .getByRole('row')
    .filter({ hasText: diner.name })
    .filter({ hasNotText: 'Guest of' });
  await expect(dinerRow).toContainText('Vegetarian');
  await expect(dinerRow).toContainText('Dietary: Vegan');
  // Each guest's row is right under their host's.
  const names = await playing.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(names.findIndex((n) => n.includes(guest('Jane')))).toBe(
    names.findIndex((n) => n.includes(host.name)) + 1,
  );
  const dinnerOnlyList = page.getByRole('region', { name: 'Dinner only' });
  await expect(memberRow(dinnerOnlyList, dinnerOnly.name)).toContainText('Salmon');
  await expect(guestRow(dinnerOnlyList, guest('Sue'))).toContainText(
    `Guest of ${dinnerOnly.name}: dinner only`,
  );
  await expect(page.getByRole('region', { name: 'Waiting list' })).toContainText(waiter.name);

  // The caterer's numbers: the waiting list counts nowhere.
  const caterer = page.getByRole('region', { name: 'For the caterer' });
  const figure = (name: string) => caterer.locator('.catering__row').filter({ has: page.getByText(name) });
  await expect(figure('Golfers (members)').locator('dd')).toHaveText('2');
  await expect(figure('Guests playing').locator('dd')).toHaveText('2');
  await expect(figure('Dinners').locator('dd')).toContainText('5');
  await expect(figure('Dinners').getByRole('listitem')).toHaveText([
    'Beef: 2',
    'Salmon: 2',
    'Vegetarian: 1',
    'Chicken: 0',
  ]);
  await expect(figure('Dinner only').locator('dd')).toHaveText('2');
  await expect(caterer.locator('.catering__dietary li')).toHaveText([
    `${guest('Jane')} (guest of ${host.name}): No nuts`,
    `${diner.name}: Vegan`,
    `${guest('Sue')} (guest of ${dinnerOnly.name}): Gluten free`,
  ]);
  await expectNoAxeViolations(page);
  await expectFitsTheWindow(page);
  await screenshot(page, testInfo, 'players-guests-dinner');

  // The caterer's CSV, as the manager downloads it, parses with the same numbers.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    caterer.getByRole('link', { name: "Download the caterer's CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catering-.*\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(csv.trim()).data;
  expect(rows[0]).toEqual(['Item', 'Count', 'Name', 'Dietary Note']);
  const count = (item: string) => rows.find((r) => r[0] === item)?.[1];
  expect(
    Object.fromEntries(
      [
        'Members playing',
        'Guests playing',
        'Dinners',
        'Dinner: Beef',
        'Dinner: Salmon',
        'Dinner: Vegetarian',
        'Dinner: Chicken',
        'Dinner only',
      ].map((item) => [item, count(item)]),
    ),
  ).toEqual({
    'Members playing': '2',
    'Guests playing': '2',
    Dinners: '5',
    'Dinner: Beef': '2',
    'Dinner: Salmon': '2',
    'Dinner: Vegetarian': '1',
    'Dinner: Chicken': '0',
    'Dinner only': '2',
  });
  expect(rows.filter((r) => r[0] === 'Dietary note').map((r) => [r[2], r[3]])).toEqual([
    [`${guest('Jane')} (guest of ${host.name})`, 'No nuts'],
    [diner.name, 'Vegan'],
    [`${guest('Sue')} (guest of ${dinnerOnly.name})`, 'Gluten free'],
  ]);

  // The printed start sheet: those who play, each guest under their host, their dinners, and the caterer's numbers.
  // (Seen at the width of an A4 page, as it prints.)
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.start-sheet');
  await expect(sheet).toBeVisible();
  const sheetNames = await sheet.locator('tbody td:nth-child(2)').allTextContents();
  expect(sheetNames).toEqual([
    host.name,
    `${guest('Jane')} (guest of ${host.name})`,
    diner.name,
    `${guest('Tom')} (guest of ${diner.name})`,
  ]);
  await expect(sheet.getByText('For the caterer')).toBeVisible();
  await expect(sheet.locator('.catering__dietary li')).toHaveCount(3);
  await screenshot(page, testInfo, 'players-start-sheet');
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(phone);

  // The manager takes off the dinner-only booking: its guest goes with it, and the caterer's numbers follow.
  await memberRow(dinnerOnlyList, dinnerOnly.name)
    .getByRole('button', { name: /^Remove/ })
    .click();
  const ask = page.getByRole('dialog', { name: `Remove ${dinnerOnly.name} from ${event}?` });
  await expect(ask).toContainText(`Their guest goes with them (${guest('Sue')})`);
  await expect(ask).not.toContainText('a freed place');
  await ask.getByRole('button', { name: 'Yes, remove them' }).click();
  await expect(page.getByText(`${dinnerOnly.name} removed.`)).toBeVisible();
  await expect(dinnerOnlyList.getByText('No one has booked the dinner only.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dinner only' })).toBeFocused();
  await expect(figure('Dinner only').locator('dd')).toHaveText('0');
  await expect(figure('Dinners').locator('dd')).toContainText('3');

  // The administrator allows one guest each and takes Vegetarian off the menu: two bookings depend on them, so
  // Edit Fixture asks first, and once the box is ticked the bookings change and their members are told.
  await signOut(page);
  await signInAndOpen(page, admin, `/editfixture/${fixtureId}`);
  await edit.getByLabel('Guests each member may bring').selectOption('1');
  await edit.getByLabel('Dinner choices (optional)').fill('Beef\nSalmon\nChicken');
  await edit.getByRole('button', { name: 'Update' }).click();
  const refusal =
    '2 bookings would change (1 brings more guests than the 1 now allowed; 1 chose Vegetarian, no longer on ' +
    'the menu): tick the box to change them and e-mail their members';
  const toConfirm = edit.getByRole('link', { name: refusal });
  await expect(toConfirm).toBeVisible();
  const confirmBox = edit.getByLabel('Change the bookings and e-mail the members');
  await expect(confirmBox).not.toBeChecked();
  await expectNoAxeViolations(page);
  await expectFitsTheWindow(page);
  await screenshot(page, testInfo, 'edit-fixture-booking-changes');
  await toConfirm.click();
  await expect(confirmBox).toBeFocused();
  await confirmBox.check();
  // The message stays by the box once it is ticked.
  await expect(edit.getByText(refusal)).toBeVisible();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByText('Fixture Updated')).toBeVisible();
  await expect(confirmBox).toHaveCount(0);
  expect(await saved()).toMatchObject({
    guests_per_member: 1,
    dinner_choices: JSON.stringify(['Beef', 'Salmon', 'Chicken']),
  });
  for (const m of [host, diner]) await waitForMail(m.email, /^Your booking for .* has changed/);
  await page.goto(`/fixtureplayers/${fixtureId}`);
  await expect(guestRow(playing, guest('Jane'))).toBeVisible();
  await expect(guestRow(playing, guest('Sam'))).toHaveCount(0);
  await expect(memberRow(playing, diner.name)).toContainText('Not chosen yet');
});
