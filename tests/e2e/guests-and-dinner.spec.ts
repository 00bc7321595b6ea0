// Guests and the dinner, the member's side, at phone width: entering with a guest and both dinners, what it will
// cost, the booking afterwards and a change to it; the dinner only; and a booking past its withdraw-by date, which
// the member is told to take to the manager.
import type { Page, TestInfo } from '@playwright/test';
import { updateFixture } from '../../src/server/modules/fixtures/fixtures.repository';
import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot } from './support/helpers';
import {
  createJourneyFixture,
  createJourneyMember,
  londonDate,
  memberApi,
  runTag,
  withDb,
} from './support/fixtures-support';
import { signInAndOpen } from './support/sign-in';

/** A meeting as the fixture secretary sets it up: up to 2 guests, a menu, dinner-only places and the fees. */
const dinnerDay = {
  guestsPerMember: 2,
  dinner: { choices: ['Roast Beef', 'Salmon', 'Vegetarian'], dinnerOnly: true },
  fees: { memberPence: 4500, guestPence: 6000, dinnerOnlyPence: 3250 },
};

/**
 * A member of this run's own, signed in on the Enter screen of a new fixture `days` ahead with the given places and
 * booking, its manager an address of this run's own.
 */
async function onEnterScreen(
  page: Page,
  testInfo: TestInfo,
  [first, last]: [string, string],
  event: string,
  days: number,
  extra: Parameters<typeof createJourneyFixture>[3],
) {
  const tag = runTag(testInfo);
  const member = await createJourneyMember(tag, first, `${last}-${testInfo.project.name}`);
  const fixture = await createJourneyFixture(`${event} ${tag}`, days, `manager-${tag}@example.com`, extra);
  await signInAndOpen(page, member, `/enterfixture/${fixture.id}`);
  return { member, fixture };
}

test.describe('guests and the dinner', () => {
  test('a member books himself and a guest with their dinners, sees the cost and the booking, and changes the guest’s dinner', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { member, fixture } = await onEnterScreen(page, testInfo, ['Giles', 'Host'], 'Spring Dinner', 20, {
      places: 10,
      booking: dinnerDay,
    });
    await expect(
      page.getByRole('definition').filter({ hasText: 'Each member may bring up to 2 guests' }),
    ).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: 'A choice of Roast Beef, Salmon or Vegetarian' }),
    ).toBeVisible();
    await expect(page.getByText('£45.00 for you', { exact: true })).toBeVisible();

    // A dinner is never chosen for the member: Sign Me Up asks for it, beside the question.
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Choose your dinner, or ‘No dinner’' }).click();
    const myDinner = page.getByRole('group', { name: 'Your dinner' });
    await expect(myDinner.getByLabel('Roast Beef')).toBeFocused();
    await expect(myDinner).toContainText('Choose your dinner, or ‘No dinner’');
    await myDinner.getByLabel('Roast Beef').check();
    await page.getByLabel('Your dietary needs (optional)').fill('No mustard');

    // His guest, with her handicap and her dinner; the cost follows.
    await page.getByRole('button', { name: 'Add a guest' }).click();
    const guestName = page.getByLabel('Name of guest 1');
    await expect(guestName).toBeFocused();
    await guestName.fill('Jane Doe');
    await page.getByLabel('Handicap index of guest 1 (optional)').fill('12.4');
    await page.getByRole('group', { name: 'Dinner of guest 1' }).getByLabel('Salmon').check();
    await expect(page.getByText('£45.00 for you and £60.00 for your guest: £105.00')).toBeVisible();
    await screenshot(page, testInfo, 'guests-enter-with-guest');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    await expect(page.getByText('Thanks for registering')).toBeVisible();

    // His booking: himself and his guest, each with their place and dinner, and the cost.
    const booking = page.getByRole('region', { name: 'Your booking' });
    const me = booking.getByRole('listitem').filter({ hasText: /^You/ });
    const jane = booking.getByRole('listitem').filter({ hasText: 'Jane Doe' });
    await expect(me).toContainText('Playing');
    await expect(me).toContainText('Dinner: Roast Beef');
    await expect(me).toContainText('Dietary needs: No mustard');
    await expect(jane).toContainText('Your guest, handicap index 12.4');
    await expect(jane).toContainText('Playing');
    await expect(jane).toContainText('Dinner: Salmon');
    await expect(booking).toContainText('£45.00 for you and £60.00 for your guest: £105.00');
    // The list names her with her host, and she takes a place.
    await expect(
      page.getByRole('listitem').filter({ hasText: `Jane Doe (guest of ${member.name})` }),
    ).toBeVisible();
    await expect(page.getByText('8 of 10 places left')).toBeVisible();
    await screenshot(page, testInfo, 'guests-booked');
    await expectNoAxeViolations(page);

    // He changes her dinner.
    await booking.getByRole('button', { name: 'Change my booking' }).click();
    await expect(booking.getByRole('heading', { name: 'Change my booking' })).toBeFocused();
    const herDinner = booking.getByRole('group', { name: 'Dinner of guest 1' });
    await expect(herDinner.getByLabel('Salmon')).toBeChecked();
    await herDinner.getByLabel('Vegetarian').check();
    await screenshot(page, testInfo, 'guests-change-booking');
    await expectNoAxeViolations(page);
    await booking.getByRole('button', { name: 'Save my booking' }).click();
    await expect(booking.getByText('Your booking has been changed')).toBeVisible();
    await expect(jane).toContainText('Dinner: Vegetarian');
    await expect(me).toContainText('Dinner: Roast Beef');

    // It is kept; and Leave says that she goes with him.
    await page.goto(`/leavefixture/${fixture.id}`);
    await expect(jane).toContainText('Dinner: Vegetarian');
    await expect(page.getByText('If you leave, your guest Jane Doe leaves with you.')).toBeVisible();
    // While the booking is being changed, Leave is out of reach; Cancel goes back to where it was.
    const leave = page.getByRole('button', { name: 'Leave', exact: true });
    await booking.getByRole('button', { name: 'Change my booking' }).click();
    await expect(leave).toHaveCount(0);
    await booking.getByRole('button', { name: 'Cancel' }).click();
    await expect(booking.getByRole('button', { name: 'Change my booking' })).toBeFocused();
    await leave.click();
    await expect(page.getByText('Thanks for letting us know')).toBeVisible();
    await expect(page.getByText(/Jane Doe/)).toHaveCount(0);
    await expect(page.getByText('10 of 10 places left')).toBeVisible();
  });

  test('with one place left, the member is told his guest will wait, and she does', async ({
    page,
  }, testInfo) => {
    const { member } = await onEnterScreen(page, testInfo, ['Percy', 'Lastplace'], 'Club Match', 22, {
      places: 1,
      booking: { guestsPerMember: 1, dinner: null, fees: null },
    });
    await page.getByRole('button', { name: 'Add a guest' }).click();
    await page.getByLabel('Name of guest 1').fill('Wendy Waits');
    await expect(
      page.getByText(
        'Only one place is left: it is yours, and your guest will go on the waiting list. Members on the waiting list are given places before guests.',
      ),
    ).toBeVisible();
    await expect(page.getByText('The fee has not been set')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    await expect(page.getByText('Thanks for registering')).toBeVisible();
    const booking = page.getByRole('region', { name: 'Your booking' });
    await expect(booking.getByRole('listitem').filter({ hasText: 'Wendy Waits' })).toContainText(
      'On the waiting list',
    );
    await expect(page.getByRole('heading', { name: 'Waiting List' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: `Wendy Waits (guest of ${member.name})` }),
    ).toBeVisible();
    await screenshot(page, testInfo, 'guests-guest-waits');
    await expectNoAxeViolations(page);
  });

  test('a member books the dinner only, for himself and a guest: no place is taken', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { fixture } = await onEnterScreen(page, testInfo, ['Dennis', 'Diner'], 'Annual Dinner', 21, {
      places: 10,
      booking: dinnerDay,
    });
    await page.getByLabel('I’m coming to the dinner only, not playing').check();
    const myDinner = page.getByRole('group', { name: 'Your dinner' });
    // The dinner only is a dinner: No dinner is no longer an answer.
    await expect(myDinner.getByLabel('No dinner')).toHaveCount(0);
    await myDinner.getByLabel('Salmon').check();
    await page.getByRole('button', { name: 'Add a guest' }).click();
    await page.getByLabel('Name of guest 1').fill('Mary Diner');
    await page.getByRole('group', { name: 'Dinner of guest 1' }).getByLabel('Vegetarian').check();
    await expect(page.getByText('£32.50 for you and £32.50 for your guest: £65.00')).toBeVisible();
    await page.getByRole('button', { name: 'Book the Dinner' }).click();
    await expect(page.getByText('Thanks for booking the dinner')).toBeVisible();
    const booking = page.getByRole('region', { name: 'Your booking' });
    await expect(booking.getByRole('listitem').filter({ hasText: /^You/ })).toContainText('Dinner only');
    await expect(booking.getByRole('listitem').filter({ hasText: 'Mary Diner' })).toContainText(
      'Dinner only',
    );
    await expect(page.getByText('10 of 10 places left')).toBeVisible();
    await screenshot(page, testInfo, 'guests-dinner-only');
    await expectNoAxeViolations(page);

    await page.goto(`/enterfixture/${fixture.id}`);
    await expect(page.getByText('You are booked for the dinner only')).toBeVisible();
    await expect(
      page.getByText('If you cancel, the booking for your guest Mary Diner is cancelled too.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel My Dinner Booking' }).click();
    await expect(page.getByText('Thanks for letting us know')).toBeVisible();
    await expect(page.getByText('You are booked for the dinner only')).toHaveCount(0);
  });

  test('past its withdraw-by date, a booking is changed through the manager', async ({
    page,
    request,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Laurence', `Late-${testInfo.project.name}`);
    const manager = `manager-${tag}@example.com`;
    const fixture = await createJourneyFixture(`Autumn Dinner ${tag}`, 12, manager, {
      places: 10,
      booking: dinnerDay,
    });
    await (
      await memberApi(request, member)
    ).enter(fixture.id, {
      dinner: { choice: 'Salmon', dietary: null },
      guests: [{ name: 'Tom Late', handicap: null, dinner: { choice: 'Roast Beef', dietary: null } }],
    });
    await withDb((db) => updateFixture(db, fixture.id, { withdraw_by: londonDate(-1) }));

    await signInAndOpen(page, member, `/leavefixture/${fixture.id}`);
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'The last day to withdraw or change your booking' });
    await expect(banner).toContainText(
      "To withdraw or change your booking now, contact the fixture's manager, Journey Manager",
    );
    await expect(banner.getByRole('link', { name: "e-mail the fixture's manager" })).toHaveAttribute(
      'href',
      `mailto:${manager}`,
    );
    const booking = page.getByRole('region', { name: 'Your booking' });
    await expect(booking.getByRole('listitem').filter({ hasText: 'Tom Late' })).toContainText(
      'Dinner: Roast Beef',
    );
    await expect(page.getByRole('button', { name: 'Change my booking' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave', exact: true })).toHaveCount(0);
    await screenshot(page, testInfo, 'guests-withdraw-closed');
    await expectNoAxeViolations(page);
  });
});
