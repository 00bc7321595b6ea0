import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import {
  createJourneyFixture,
  createJourneyMember,
  registrationCount,
  runTag,
} from './support/fixtures-support';
import { signInAs } from './support/sign-in';
import { openYear, press } from './support/fixtures-keyboard';

test.describe('fixtures for a member', () => {
  test('signs up for an open fixture, sees Leave/View, leaves; the managers hear both', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Jonty', `Walker-${testInfo.project.name}`);
    const manager = `manager-${tag}@example.com`;
    const event = `Journey Open ${tag}`;
    const fixture = await createJourneyFixture(event, 12, `${manager};captain-${tag}@example.com`);
    await signInAs(page, member);

    await page.goto('/fixtures');
    await openYear(page, fixture.year);
    await expect(page.locator('td[data-label="Register?"]:visible').first()).toBeVisible();
    await screenshot(page, testInfo, 'fixtures-member');
    await expectNoAxeViolations(page);
    await press(page, page.getByRole('link', { name: `Register/View for ${event}` }));

    await expect(page).toHaveURL(new RegExp(`/enterfixture/${fixture.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Details' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: event })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registered Players' })).toBeVisible();
    await expect(page.getByText('No one has registered yet.')).toBeVisible();
    await screenshot(page, testInfo, 'enter-fixture');
    await expectNoAxeViolations(page);
    await press(page, page.getByRole('button', { name: 'Sign Me Up' }));
    await expect(page.getByText('Thanks for registering')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: member.name })).toBeVisible();
    expect(await registrationCount(fixture.id)).toBe(1);
    await screenshot(page, testInfo, 'enter-fixture-done');
    await expectNoAxeViolations(page);
    const notice = await waitForMail(manager, /has signed up for/);
    expect(notice.subject).toBe(`${member.name} has signed up for ${event} – Old Boys Golf Society`);

    // Back to the list: the row now offers Leave/View.
    await press(page, page.getByRole('link', { name: 'Back' }));
    await expect(page).toHaveURL(/\/fixtures$/);
    await openYear(page, fixture.year);
    await press(page, page.getByRole('link', { name: `Leave/View for ${event}` }));
    await expect(page).toHaveURL(new RegExp(`/leavefixture/${fixture.id}$`));
    await expect(page.getByRole('heading', { name: 'Players already registered' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: member.name })).toBeVisible();
    await screenshot(page, testInfo, 'leave-fixture');
    await expectNoAxeViolations(page);
    await press(page, page.getByRole('button', { name: 'Leave' }));
    await expect(page.getByText('Thanks for letting us know')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: member.name })).toHaveCount(0);
    expect(await registrationCount(fixture.id)).toBe(0);
    await waitForMail(manager, /has withdrawn from/);

    await page.goto('/fixtures');
    await openYear(page, fixture.year);
    await expect(page.getByRole('link', { name: `Register/View for ${event}` })).toBeVisible();
  });

  test('either address shows where the member stands and the one action for it', async ({
    page,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Rupert', 'Twice');
    const fixture = await createJourneyFixture(`Journey Twice ${tag}`, 14, `m-${tag}@example.com`);
    await signInAs(page, member);
    // Not on the fixture: the Leave address says so and offers to sign up.
    await page.goto(`/leavefixture/${fixture.id}`);
    await expect(page.getByText('You are not registered for this fixture')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Registered Players' })).toBeVisible();
    // A second copy of the page, opened before signing up, goes stale.
    const stale = await page.context().newPage();
    await stale.goto(`/enterfixture/${fixture.id}`);
    await expect(stale.getByRole('button', { name: 'Sign Me Up' })).toBeVisible();

    await press(page, page.getByRole('button', { name: 'Sign Me Up' }));
    await expect(page.getByText('Thanks for registering')).toBeVisible();
    // Signed up: the Enter address now says so and offers Leave, not Sign Me Up.
    await page.goto(`/enterfixture/${fixture.id}`);
    await expect(page.getByText('You have a place')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Me Up' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Players already registered' })).toBeVisible();
    await screenshot(page, testInfo, 'enter-fixture-registered');
    await expectNoAxeViolations(page);

    // The stale copy's Sign Me Up is refused by the server, and the page then shows the place.
    await press(stale, stale.getByRole('button', { name: 'Sign Me Up' }));
    const alert = stale.getByRole('alert');
    await expect(alert).toContainText('Oops!');
    await expect(alert).toContainText('You are already registered for this fixture');
    await expect(stale.getByText('You have a place')).toBeVisible();
    await screenshot(stale, testInfo, 'enter-fixture-already');
    await expectNoAxeViolations(stale);
    expect(await registrationCount(fixture.id)).toBe(1);
    await stale.close();
  });

  test('sees Results on a past fixture and opens its result page', async ({ page }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Henry', 'Results');
    await signInAs(page, member);
    const lastYear = new Date().getUTCFullYear() - 1;
    await page.goto('/fixtures');
    await openYear(page, lastYear);
    await press(page, page.getByRole('link', { name: 'Results for Spring Meeting' }));
    await expect(page).toHaveURL(/\/fixtureresult\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Result' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Spring Meeting' })).toBeVisible();
    const placings = page.getByRole('table');
    await expect(placings.getByRole('row')).toHaveCount(4);
    const pdf = page.getByRole('link', { name: /View the full results \(PDF/ });
    await expect(pdf).toHaveAttribute('target', '_blank');
    const href = await pdf.getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, testInfo, 'fixture-result');
    await expectNoAxeViolations(page);

    // A past fixture without a result says so.
    await press(page, page.getByRole('link', { name: 'Back' }));
    await openYear(page, lastYear);
    await press(page, page.getByRole('link', { name: 'Results for v Old Carthusians' }));
    await expect(page.getByText('No results have been posted for this fixture yet')).toBeVisible();
    await screenshot(page, testInfo, 'fixture-result-none');
    await expectNoAxeViolations(page);
  });

  test('admin screens send a member to /loginregister', async ({ page }, testInfo) => {
    const member = await createJourneyMember(runTag(testInfo), 'Not', 'Admin');
    await signInAs(page, member);
    for (const path of ['/admin/add-fixture', '/editfixtures', '/editfixture/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/loginregister?next=${encodeURIComponent(path)}&why=admin`);
    }
  });
});
