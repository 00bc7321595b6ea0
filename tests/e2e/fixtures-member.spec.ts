import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import {
  createJourneyFixture,
  createJourneyMember,
  registrationCount,
  runTag,
  signInDirectly,
} from './support/fixtures-support';
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
    await signInDirectly(page, member.id, false);

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

  test('is told at once when already registered', async ({ page }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Rupert', 'Twice');
    const fixture = await createJourneyFixture(`Journey Twice ${tag}`, 14, `m-${tag}@example.com`);
    await signInDirectly(page, member.id, false);
    await page.goto(`/enterfixture/${fixture.id}`);
    await press(page, page.getByRole('button', { name: 'Sign Me Up' }));
    await expect(page.getByText('Thanks for registering')).toBeVisible();
    await page.goto(`/enterfixture/${fixture.id}`);
    await press(page, page.getByRole('button', { name: 'Sign Me Up' }));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Oops!');
    await expect(alert).toContainText('You are already registered for this fixture');
    await screenshot(page, testInfo, 'enter-fixture-already');
    await expectNoAxeViolations(page);
    expect(await registrationCount(fixture.id)).toBe(1);
  });

  test('sees Results on a past fixture and opens its result page', async ({ page }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Henry', 'Results');
    await signInDirectly(page, member.id, false);
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
    await signInDirectly(page, member.id, false);
    for (const path of ['/admin/add-fixture', '/editfixtures', '/editfixture/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/loginregister?next=${encodeURIComponent(path)}&why=admin`);
    }
  });
});
