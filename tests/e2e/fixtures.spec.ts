import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, isPhone, screenshot, waitForMail } from './support/helpers';
import { makeTestPdf } from '../helpers/pdf';
import {
  adminId,
  createJourneyFixture,
  createJourneyMember,
  registrationCount,
  runTag,
  signInDirectly,
} from './support/fixtures-support';

// The society's members browse in British English: date fields show dd/mm/yyyy.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

// Keyboard only: every control is reached with focus and worked with Enter, Space or typing.
async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}
async function type(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

const yearButton = (page: Page, year: number) =>
  page.getByRole('button', { name: new RegExp(`^${year}\\b`) });

/** Opens a year's section by keyboard unless it is already open. */
async function openYear(page: Page, year: number) {
  const button = yearButton(page, year);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await press(page, button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test.describe('fixtures for a visitor', () => {
  test('years open one at a time by keyboard, Location sorts both ways, no Register? column', async ({
    page,
  }, testInfo) => {
    const year = new Date().getUTCFullYear();
    await page.goto('/fixtures');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures By Year' })).toBeVisible();
    const current = yearButton(page, year);
    await expect(current).toHaveAttribute('aria-expanded', 'true');
    await expect(yearButton(page, year - 1)).toHaveAttribute('aria-expanded', 'false');
    const table = page.getByRole('table', { name: `Fixtures for ${year}` });
    await expect(table).toBeVisible();
    await expect(page.locator('[data-label="Register?"]')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Register?' })).toHaveCount(0);
    await screenshot(page, testInfo, 'fixtures-visitor');
    await expectNoAxeViolations(page);

    // Opening last year closes this year; opening it again closes it.
    await press(page, yearButton(page, year - 1));
    await expect(yearButton(page, year - 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(current).toHaveAttribute('aria-expanded', 'false');
    await expect(table).toBeHidden();
    await press(page, yearButton(page, year - 1));
    await expect(yearButton(page, year - 1)).toHaveAttribute('aria-expanded', 'false');
    await press(page, current);

    // Location: ascending, then descending, announced through aria-sort (on a phone, where the rows are
    // cards without a header row, through a sort button of its own and a status message).
    const header = table.getByRole('columnheader', { name: /Location/ });
    const locations = () =>
      table
        .locator('tbody td[data-label="Location"]')
        .evaluateAll((tds) => tds.map((td) => td.textContent ?? ''));
    const byLocation = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });
    if (isPhone(testInfo)) {
      await press(page, page.getByRole('button', { name: 'Sort by location, A to Z' }));
      await expect(page.getByRole('status').filter({ hasText: 'Sorted by location, A to Z' })).toBeVisible();
      const asc = await locations();
      expect(asc).toEqual([...asc].sort(byLocation));
      await press(page, page.getByRole('button', { name: 'Sort by location, Z to A' }));
      await expect(page.getByRole('status').filter({ hasText: 'Sorted by location, Z to A' })).toBeVisible();
      expect(await locations()).toEqual([...asc].reverse());
    } else {
      await expect(header).not.toHaveAttribute('aria-sort', /.+/);
      await press(page, header.getByRole('button', { name: /Location/ }));
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      const asc = await locations();
      expect(asc).toEqual([...asc].sort(byLocation));
      await press(page, header.getByRole('button', { name: /Location/ }));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(await locations()).toEqual([...asc].reverse());
    }
    await screenshot(page, testInfo, 'fixtures-visitor-sorted');
  });

  test('member screens send a visitor to /loginregister; the result page is public', async ({ page }) => {
    await page.goto('/leavefixture/1');
    await expect(page).toHaveURL(/\/loginregister$/);
    await page.goto('/fixtureresult/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Result' })).toBeVisible();
    await expect(page.getByText('That fixture could not be found.')).toBeVisible();
  });
});

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
      await expect(page).toHaveURL(/\/loginregister$/);
    }
  });
});

test.describe('fixtures for an administrator', () => {
  test('adds a fixture with two manager addresses, sees it on /fixtures, edits it and deletes it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = runTag(testInfo);
    const event = `Journey Added ${tag}`;
    await signInDirectly(page, await adminId(), true);
    await page.goto('/admin/add-fixture');
    const form = page.getByRole('form', { name: 'Add Fixture' });
    await expect(form).toBeVisible();
    const year = new Date().getUTCFullYear();
    await expect(form.getByLabel('Year')).toHaveValue(String(year));
    await expect(form.getByLabel('Start Date')).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    // Saving without an event says what is wrong.
    await press(page, form.getByRole('button', { name: 'Save' }));
    await expect(form.getByRole('alert')).toContainText('Oops! Error Adding new fixture');
    await expect(form.getByRole('alert')).toContainText('Event is required');
    await screenshot(page, testInfo, 'add-fixture-error');
    await expectNoAxeViolations(page);

    await type(page, form.getByLabel('Event'), event);
    await type(page, form.getByLabel('Location'), 'Journey Links');
    await type(page, form.getByLabel('Captain'), 'Journey Captain');
    const email = form.getByLabel('Email', { exact: true });
    await type(page, email, `one-${tag}@example.com`);
    await press(page, form.getByRole('button', { name: 'Add Email' }));
    await expect(email).toHaveValue('');
    await type(page, email, `two-${tag}@example.com`);
    await press(page, email); // Enter in the field adds it too
    await type(page, email, `one-${tag}@example.com`);
    await press(page, form.getByRole('button', { name: 'Add Email' }));
    const list = form.getByRole('list', { name: 'Manager email addresses' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await press(page, form.getByLabel('Users Can Register'), 'Space');
    await expect(form.getByLabel('Users Can Register')).toBeChecked();
    await type(page, form.getByLabel('Comments'), 'Added by a browser journey');
    await screenshot(page, testInfo, 'add-fixture-filled');
    await press(page, form.getByRole('button', { name: 'Save' }));
    await expect(form.getByText('Fixture Added')).toBeVisible();
    await expect(form.getByLabel('Event')).toHaveValue('');
    await expect(form.getByRole('list', { name: 'Manager email addresses' })).toHaveCount(0);
    await screenshot(page, testInfo, 'add-fixture-added');
    await expectNoAxeViolations(page);

    // It shows on the public list, in this year.
    await page.goto('/fixtures');
    await openYear(page, year);
    const row = page.getByRole('row').filter({ hasText: event });
    await expect(row).toContainText('Journey Links');
    await expect(row).toContainText('Journey Captain');

    // Edit it.
    await page.goto('/admin/edit-fixtures');
    await expect(page.getByRole('heading', { name: 'Fixtures By Year' })).toBeVisible();
    await openYear(page, year);
    await screenshot(page, testInfo, 'edit-fixtures');
    await expectNoAxeViolations(page);
    await press(page, page.getByRole('link', { name: new RegExp(`^Edit ${event}`) }));
    await expect(page).toHaveURL(/\/editfixture\/\d+$/);
    const fixtureId = Number(page.url().split('/').pop());
    const edit = page.getByRole('form', { name: 'Edit Fixture' });
    await expect(edit.getByLabel('Event')).toHaveValue(event);
    await expect(edit.getByLabel('Email Addresses')).toHaveValue(
      `one-${tag}@example.com;two-${tag}@example.com`,
    );
    await expect(edit.getByLabel('Fixture Date')).toHaveAttribute('readonly', '');
    await type(page, edit.getByLabel('Event'), `${event} (edited)`);
    await type(page, edit.getByLabel('Email Addresses'), 'not an address');
    await press(page, edit.getByRole('button', { name: 'Update' }));
    await expect(page.getByRole('alert').first()).toContainText(
      'not an address is not a valid email address',
    );
    await screenshot(page, testInfo, 'edit-fixture-error');
    await expectNoAxeViolations(page);
    await type(page, edit.getByLabel('Email Addresses'), `two-${tag}@example.com`);
    await press(page, edit.getByRole('button', { name: 'Update' }));
    await expect(edit.getByText('Fixture Updated')).toBeVisible();
    await screenshot(page, testInfo, 'edit-fixture');
    await expectNoAxeViolations(page);
    await press(page, edit.getByRole('link', { name: 'Back' }));
    await expect(page).toHaveURL(/\/admin$/);

    // A member signs up, then the administrator deletes it: the dialog says how many are registered.
    const member = await createJourneyMember(`${tag}-x`, 'Signed', 'Up');
    await page.evaluate(
      async ({ id, userId }) => {
        const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
        await fetch('/api/fixtures/enter', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
          body: JSON.stringify({ fixtureId: id, userId }),
        });
      },
      { id: fixtureId, userId: member.id },
    );
    expect(await registrationCount(fixtureId)).toBe(1);
    await page.goto('/admin/edit-fixtures');
    await openYear(page, year);
    const del = page.getByRole('button', { name: new RegExp(`^Delete ${event} \\(edited\\)`) });
    await press(page, del);
    const dialog = page.getByRole('dialog', { name: 'Delete this fixture?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 member has registered for this fixture.');
    await screenshot(page, testInfo, 'edit-fixtures-delete');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(del).toBeFocused();
    await press(page, del);
    await expect(dialog).toContainText('1 member has registered for this fixture.');
    await expect(dialog.getByRole('button', { name: 'Yes, delete it' })).toBeEnabled();
    await press(page, dialog.getByRole('button', { name: 'Yes, delete it' }));
    await expect(page.getByRole('status').filter({ hasText: 'has been deleted' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: event })).toHaveCount(0);
    await page.goto('/fixtures');
    await openYear(page, year);
    await expect(page.getByRole('row').filter({ hasText: event })).toHaveCount(0);
  });

  test('records placings and a PDF for a past fixture, shown on its result page', async ({
    page,
  }, testInfo) => {
    const lastYear = new Date().getUTCFullYear() - 1;
    // Each project works on a different demo fixture, so the two never collide.
    const event = testInfo.project.name === 'phone' ? 'v Old Harrovians' : 'v Old Wykehamists';
    const tag = runTag(testInfo);
    await signInDirectly(page, await adminId(), true);
    await page.goto('/admin/fixture-results');
    // The years that have had fixtures, newest first: this year's are offered until another is chosen.
    const yearSelect = page.getByLabel('Year', { exact: true });
    await expect(yearSelect).toHaveValue(String(lastYear + 1));
    await yearSelect.focus();
    await yearSelect.selectOption(String(lastYear));
    const select = page.getByLabel('Fixture', { exact: true });
    const option = select
      .locator('option')
      .filter({ hasText: event })
      .filter({ hasText: String(lastYear) });
    const value = await option.first().getAttribute('value');
    await select.focus();
    await select.selectOption(value!);
    const form = page.getByRole('form', { name: `Result of ${event}` });
    await expect(form).toBeVisible();
    await type(page, form.getByRole('group', { name: 'First place' }).getByLabel('Name'), `Winner ${tag}`);
    await type(page, form.getByRole('group', { name: 'First place' }).getByLabel('Score'), '3 & 2');
    await type(page, form.getByRole('group', { name: 'Second place' }).getByLabel('Name'), 'Runner Up');
    await form.getByLabel('PDF of the results').setInputFiles({
      name: 'results.pdf',
      mimeType: 'application/pdf',
      buffer: await makeTestPdf('Results'),
    });
    await screenshot(page, testInfo, 'fixture-results-admin');
    await expectNoAxeViolations(page);
    await press(page, form.getByRole('button', { name: 'Save Result' }));
    await expect(form.getByText('Result Saved')).toBeVisible();
    await expect(form.getByText(/Current PDF/)).toBeVisible();

    await press(page, form.getByRole('link', { name: 'View the result page' }));
    await expect(page).toHaveURL(new RegExp(`/fixtureresult/${value}$`));
    await expect(page.getByRole('row').filter({ hasText: `Winner ${tag}` })).toContainText('3 & 2');
    await expect(page.getByRole('link', { name: /View the full results \(PDF/ })).toBeVisible();
    await screenshot(page, testInfo, 'fixture-result-recorded');
    await expectNoAxeViolations(page);
  });
});
