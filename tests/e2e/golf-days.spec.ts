import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';
import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import {
  createJourneyFixture,
  createJourneyMember,
  runTag,
  signInDirectly,
  withDb,
} from './support/fixtures-support';

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

    await signInDirectly(page, waiter.id, false);
    await page.goto(`/enterfixture/${fixture.id}`);
    await expect(page.getByText('The one place is taken')).toBeVisible();
    await page.getByRole('button', { name: 'Join the Waiting List' }).click();
    await expect(page.getByText('Thanks for registering')).toBeVisible();
    await expect(page.getByText('You are number 1 on the waiting list')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting List' })).toBeVisible();
    await screenshot(page, testInfo, 'golf-day-waiting');
    await expectNoAxeViolations(page);
    await waitForMail(waiter.email, /You are number 1 on the waiting list/);

    // The fixtures list says so beside the action: 'Waiting list' to this member.
    await page.goto('/fixtures');
    const year = page.getByRole('button', { name: new RegExp(`^${fixture.year}`) });
    if ((await year.getAttribute('aria-expanded')) !== 'true') await year.click();
    const row = page.getByRole('row').filter({ hasText: event });
    await expect(row.locator('.tag')).toHaveText('Waiting list');
    await screenshot(page, testInfo, 'golf-day-fixtures-list');

    const other = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
    const holderPage = await other.newPage();
    await signInDirectly(holderPage, holder.id, false);
    await holderPage.goto(`/leavefixture/${fixture.id}`);
    await holderPage.getByRole('button', { name: 'Leave' }).click();
    await expect(holderPage.getByText('Thanks for letting us know')).toBeVisible();
    await other.close();

    const promoted = await waitForMail(waiter.email, /You have a place in/);
    expect(promoted.subject).toBe(`You have a place in ${event} – Old Boys Golf Society`);
    await page.goto(`/leavefixture/${fixture.id}`);
    await expect(page.getByRole('listitem').filter({ hasText: waiter.name })).toBeVisible();
    await expect(page.getByText('You are number 1 on the waiting list')).toHaveCount(0);
    await screenshot(page, testInfo, 'golf-day-promoted');
    await expectNoAxeViolations(page);
  });
});
