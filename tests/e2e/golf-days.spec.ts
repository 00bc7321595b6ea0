import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';
import { expect, test } from './support/test';
import { expectNoAxeViolations, linkFrom, screenshot, waitForMail } from './support/helpers';
import {
  createJourneyFixture,
  createJourneyMember,
  registrationCount,
  runTag,
  withDb,
} from './support/fixtures-support';
import { signInAndOpen } from './support/sign-in';

test.describe('golf days', () => {
  test('a member joins a full fixture’s waiting list and is promoted when another leaves', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = runTag(testInfo);
    const holder = await createJourneyMember(`${tag}-h`, 'Hal', `Holder-${testInfo.project.name}`);
    const waiter = await createJourneyMember(tag, 'Wes', `Waiter-${testInfo.project.name}`);
    const event = `Journey Full ${tag}`;
    const fixture = await createJourneyFixture(event, 14, `manager-${tag}@example.com`, { places: 1 });
    await withDb((db) =>
      insertEntry(db, {
        fixtureId: fixture.id,
        memberId: holder.id,
        list: 'registered',
        position: 1,
        at: new Date().toISOString(),
      }),
    );

    await signInAndOpen(page, waiter, `/enterfixture/${fixture.id}`);
    await expect(page.getByText('The one place is taken')).toBeVisible();
    await expect(page.getByText('You are not registered for this fixture')).toBeVisible();
    await page.getByRole('button', { name: 'Join the Waiting List' }).click();
    // Joining the waiting list is not a place: the outcome says where the member stands, not 'Thanks for registering'.
    const outcome = page.locator('.fixture-signup__outcome');
    await expect(outcome).toContainText('You are number 1 on the waiting list');
    await expect(outcome).toContainText('We will e-mail you if a place frees up.');
    await expect(page.getByText('Thanks for registering')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Waiting List' })).toBeVisible();
    await screenshot(page, testInfo, 'golf-day-waiting');
    await expectNoAxeViolations(page);

    // The waiting member's e-mail leads to the fixture's page, which says where he stands and offers only to leave.
    const waitingMail = await waitForMail(waiter.email, /You are number 1 on the waiting list/);
    await page.goto(linkFrom(waitingMail, `/enterfixture/${fixture.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Details' })).toBeVisible();
    await expect(page.getByText('You are number 1 on the waiting list')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave the Waiting List' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the Waiting List' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Me Up' })).toHaveCount(0);
    await screenshot(page, testInfo, 'golf-day-waiting-from-email');
    await expectNoAxeViolations(page);

    // The fixtures list says so beside the action: 'Waiting list' to this member.
    await page.goto('/fixtures');
    const year = page.getByRole('button', { name: new RegExp(`^${fixture.year}`) });
    if ((await year.getAttribute('aria-expanded')) !== 'true') await year.click();
    const row = page.getByRole('row').filter({ hasText: event });
    await expect(row.locator('.tag')).toHaveText('Waiting list');
    await screenshot(page, testInfo, 'golf-day-fixtures-list');

    // Leaving a full fixture gives the place away: the holder is asked first, and Cancel keeps it.
    const other = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport: page.viewportSize(),
    });
    const holderPage = await other.newPage();
    await signInAndOpen(holderPage, holder, `/leavefixture/${fixture.id}`);
    await expect(holderPage.getByText('You have a place')).toBeVisible();
    const leaveButton = holderPage.getByRole('button', { name: 'Leave', exact: true });
    await leaveButton.click();
    const ask = holderPage.getByRole('dialog', { name: `Give up your place in ${event}?` });
    await expect(ask).toContainText('your place will go at once to the next person on the waiting list');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await screenshot(holderPage, testInfo, 'golf-day-leave-confirm');
    await expectNoAxeViolations(holderPage);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(leaveButton).toBeFocused();
    expect(await registrationCount(fixture.id)).toBe(1);
    await leaveButton.click();
    await ask.getByRole('button', { name: 'Yes, leave' }).click();
    await expect(holderPage.getByText('Thanks for letting us know')).toBeVisible();
    await other.close();

    // The promoted member's e-mail leads to the same page, which now says he has a place and offers Leave.
    const promoted = await waitForMail(waiter.email, /You have a place in/);
    expect(promoted.subject).toBe(`You have a place in ${event} – Old Boys Golf Society`);
    await page.goto(linkFrom(promoted, `/enterfixture/${fixture.id}`));
    await expect(page.getByText('You have a place')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the Waiting List' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Me Up' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Players already registered' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: waiter.name })).toBeVisible();
    await expect(page.getByText('You are number 1 on the waiting list')).toHaveCount(0);
    await screenshot(page, testInfo, 'golf-day-promoted');
    await expectNoAxeViolations(page);
  });
});
