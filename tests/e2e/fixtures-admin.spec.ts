import { expect, test } from './support/test';
import { insertEntry } from '../../src/server/modules/fixtures/fixture-lists.repository';
import { expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import { makeTestPdf } from '../helpers/pdf';
import { createJourneyMember, registrationCount, runTag, withDb } from './support/fixtures-support';
import { signInAndOpen } from './support/sign-in';
import { openYear, press, type } from './support/fixtures-keyboard';

test.describe('fixtures for an administrator', () => {
  test('adds a fixture with two manager addresses, sees it on /fixtures, edits it and deletes it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = runTag(testInfo);
    const event = `Journey Added ${tag}`;
    await signInAndOpen(page, 'admin', '/admin/add-fixture');
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
    // A third added by mistake and removed: the focus stays in the list, on the Remove before it.
    await type(page, email, `three-${tag}@example.com`);
    await press(page, form.getByRole('button', { name: 'Add Email' }));
    await press(page, form.getByRole('button', { name: `Remove three-${tag}@example.com` }));
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(form.getByRole('button', { name: `Remove two-${tag}@example.com` })).toBeFocused();
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
    // The managers' addresses are kept as on Add Fixture: a list with Add Email and Remove.
    const managers = edit.getByRole('list', { name: 'Manager email addresses' });
    await expect(managers.getByRole('listitem')).toHaveCount(2);
    await expect(managers.getByRole('listitem').first()).toContainText(`one-${tag}@example.com`);
    await expect(managers.getByRole('listitem').last()).toContainText(`two-${tag}@example.com`);
    await expect(edit.getByLabel('Fixture Date')).toHaveAttribute('readonly', '');
    await type(page, edit.getByLabel('Event'), `${event} (edited)`);
    await type(page, edit.getByLabel('Email Addresses', { exact: true }), 'not an address');
    await press(page, edit.getByRole('button', { name: 'Add Email' }));
    await press(page, edit.getByRole('button', { name: 'Update' }));
    await expect(page.getByRole('alert').first()).toContainText(
      'not an address is not a valid email address',
    );
    await screenshot(page, testInfo, 'edit-fixture-error');
    await expectNoAxeViolations(page);
    await press(page, edit.getByRole('button', { name: 'Remove not an address' }));
    await expect(edit.getByRole('button', { name: `Remove two-${tag}@example.com` })).toBeFocused();
    await press(page, edit.getByRole('button', { name: 'Update' }));
    await expect(edit.getByText('Fixture Updated')).toBeVisible();
    await screenshot(page, testInfo, 'edit-fixture');
    await expectNoAxeViolations(page);
    // A second tab opened the fixture before this one saves again: its save, from an old copy, is refused.
    const other = await page.context().newPage();
    await other.goto(`/editfixture/${fixtureId}`);
    const otherForm = other.getByRole('form', { name: 'Edit Fixture' });
    await expect(otherForm.getByLabel('Event')).toHaveValue(`${event} (edited)`);
    await type(page, edit.getByLabel('Comments'), 'Saved from the first tab');
    await press(page, edit.getByRole('button', { name: 'Update' }));
    await expect(edit.getByText('Fixture Updated')).toBeVisible();
    await otherForm.getByLabel('Comments').fill('Saved from the second tab');
    await otherForm.getByRole('button', { name: 'Update' }).click();
    await expect(other.getByRole('alert').first()).toContainText('Someone else has changed this fixture');
    await other.close();
    await press(page, edit.getByRole('link', { name: 'Back' }));
    await expect(page).toHaveURL(/\/admin\/edit-fixtures$/);
    await expect(page.getByRole('heading', { name: /^Fixtures (By Year|for \d{4})$/ })).toBeVisible();

    // A member signs up and another waits, then the administrator deletes it: the dialog counts both lists, and
    // both are e-mailed that it is cancelled.
    const member = await createJourneyMember(`${tag}-x`, 'Signed', 'Up');
    const waiter = await createJourneyMember(`${tag}-w`, 'Waiting', 'Patiently');
    await withDb((db) =>
      insertEntry(db, {
        fixtureId,
        memberId: waiter.id,
        list: 'waiting',
        position: 1,
        at: new Date().toISOString(),
      }),
    );
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
    const warning = '1 member has a place and 1 member is on the waiting list.';
    await expect(dialog).toContainText(warning);
    await expect(dialog).toContainText('each of them will be e-mailed that the fixture is cancelled');
    await screenshot(page, testInfo, 'edit-fixtures-delete');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(del).toBeFocused();
    await press(page, del);
    await expect(dialog).toContainText(warning);
    await expect(dialog.getByRole('button', { name: 'Yes, delete it' })).toBeEnabled();
    // A double click deletes once: no second request answering 'Fixture not found'.
    await dialog.getByRole('button', { name: 'Yes, delete it' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'has been deleted' })).toBeVisible();
    await expect(page.getByText('Fixture not found')).toHaveCount(0);
    // The focus moves to the outcome, not lost with the row's Delete button.
    await expect(page.locator(':focus')).toContainText('has been deleted');
    await expect(page.getByRole('row').filter({ hasText: event })).toHaveCount(0);
    for (const m of [member, waiter]) {
      const mail = await waitForMail(m.email, /is cancelled/);
      expect(mail.subject).toMatch(new RegExp(`^${event} \\(edited\\) on .+ is cancelled – `));
    }
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
    await signInAndOpen(page, 'admin', '/admin/fixture-results');
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
