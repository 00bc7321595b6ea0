// The treasurer's Payments panel (DESIGN.md 'Money'): every member's balance, largest debt first; a payment recorded
// for a member who owes, the balance changing, the payment undone; the balances' CSV; and the announcement to the
// members who owe. Looked at, and photographed, at 320, 375 and 1280 px.
import { readFileSync } from 'node:fs';
import { expect, test as journey } from './support/test';
import type { TestInfo } from '@playwright/test';
import {
  createJourneyFixture,
  createJourneyMember,
  memberApi,
  memberFeeOnly,
  runTag,
} from './support/fixtures-support';
import { checkAtEachWidth } from './support/screen-check';
import { signInAndOpen } from './support/sign-in';
import { openAdminPanel } from './support/admin-menu';

journey.describe.configure({ timeout: 120_000 });

/** A member of this run's own who owes £42.50: the fee of a place on a fixture they entered. */
async function memberWhoOwes(request: Parameters<typeof memberApi>[0], testInfo: TestInfo) {
  const tag = runTag(testInfo);
  const surname = `Owing${tag.replace(/[^a-z0-9]/gi, '').slice(-8)}`;
  const member = await createJourneyMember(tag, 'Oliver', surname);
  const fixture = await createJourneyFixture(`Treasurer Day ${tag}`, 30, 'treasurer-journey@example.com', {
    booking: memberFeeOnly(4250),
  });
  await (await memberApi(request, member)).enter(fixture.id);
  return { ...member, surname };
}

/** Each journey here begins with a member who owes (`owing`). */
const test = journey.extend<{ owing: Awaited<ReturnType<typeof memberWhoOwes>> }>({
  owing: async ({ request }, use, testInfo) => {
    await use(await memberWhoOwes(request, testInfo));
  },
});

test('the treasurer sees the balances, records a payment for a member who owes, and undoes it', async ({
  page,
  owing: member,
}, testInfo) => {
  await signInAndOpen(page, 'admin', '/admin');
  await openAdminPanel(page, 'Payments');
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payments', exact: true })).toBeVisible();
  await expect(page.getByText(/ owes? £[\d,]+\.\d\d in all\./)).toBeVisible();

  // Largest debt first: the first page's balances never rise down the table.
  const balances = page.getByRole('table', { name: /members?$/ });
  await expect(balances.getByRole('row').nth(1)).toBeVisible();
  const owed = (await balances.locator('td[data-label="Balance"]').allInnerTexts()).map((t) => {
    const pence = Number(t.replace(/[^\d]/g, '') || '0');
    return t.startsWith('Owes') ? pence : -pence;
  });
  expect(owed).toEqual([...owed].sort((a, b) => b - a));

  // Found by name: he owes the place's fee.
  await page.getByLabel('Name or reference').fill(member.surname);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = balances.getByRole('row').filter({ hasText: member.surname });
  await expect(row).toContainText('Owes £42.50');
  await expect(balances.getByRole('row')).toHaveCount(2);
  const reference = (await row.locator('td[data-label="Reference"]').innerText()).trim();
  expect(reference).toMatch(/^[A-Z0-9]{4,18}$/);
  await checkAtEachWidth(page, testInfo, 'admin-payments');

  // Record a payment: the member found by his reference; an amount with three decimals is refused on its field.
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Find the member').fill(reference.toLowerCase());
  await form.getByLabel('Member', { exact: true }).selectOption(String(member.id));
  await form.getByLabel('Amount (£)').fill('42.505');
  await form.getByLabel('Date paid').fill('2026-11-20');
  await form.getByLabel('How it was paid').selectOption('cheque');
  await form.getByLabel('Note (optional)').fill('Cheque 000123');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.locator('.field__error')).toContainText('Enter an amount such as 45.00');
  await expect(page).toHaveTitle(/^Error:/);
  await checkAtEachWidth(page, testInfo, 'admin-payments-refused');
  await form.getByLabel('Amount (£)').fill('42.50');
  await form.getByRole('button', { name: 'Record payment' }).click();
  const recorded = page.getByRole('status').filter({ hasText: 'Payment recorded' });
  await expect(recorded).toContainText(`£42.50 from ${member.name}, paid on Fri 20 Nov 2026. Nothing owed.`);
  await expect(row).toContainText('Nothing owed');

  // His account shows the payment with its note; Undo asks first, and Cancel changes nothing.
  const account = page.getByRole('region', { name: `The account of ${member.name}` });
  await expect(account).toContainText('Payment received, cheque: Cheque 000123');
  await expect(account.getByRole('status')).toContainText('Nothing owed');
  await checkAtEachWidth(page, testInfo, 'admin-payments-recorded');
  const undo = account.getByRole('button', { name: 'Undo the payment of £42.50 on Fri 20 Nov 2026' });
  await undo.click();
  const ask = page.getByRole('dialog', { name: 'Undo this payment of £42.50?' });
  await expect(ask).toContainText(
    `From ${member.name}: Payment received, cheque: Cheque 000123, Fri 20 Nov 2026.`,
  );
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkAtEachWidth(page, testInfo, 'admin-payments-undo-question');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Nothing owed');
  await undo.click();
  await ask.getByRole('button', { name: 'Yes, undo it' }).click();
  await expect(
    page.getByText(`The payment of £42.50 from ${member.name} has been undone. Owes £42.50.`),
  ).toBeVisible();
  await expect(row).toContainText('Owes £42.50');
  await expect(account.getByRole('status')).toContainText('Owes £42.50');
  await expect(account.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

  // Chosen from the list: the form takes the member and the focus goes to the amount.
  await row.getByRole('button', { name: `Payments of ${member.name}` }).click();
  await expect(form.getByLabel('Amount (£)')).toBeFocused();
  await expect(form.getByLabel('Member', { exact: true })).toHaveValue(String(member.id));
});

test('the balances download as CSV, and an announcement can go to the members who owe', async ({
  page,
  owing: member,
}, testInfo) => {
  await signInAndOpen(page, 'admin', '/admin/payments');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download every balance (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('balances.csv');
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('Payment reference');
  expect(csv.split(/\r?\n/).find((line) => line.includes(member.surname))).toContain('42.50');

  await page.goto('/admin/announcements');
  await page.getByLabel('Subject').fill('Your account with the society');
  await page.getByLabel('Message').fill('A reminder of what is owed.');
  await page.getByLabel('Audience').selectOption({ label: 'Members who owe the society money' });
  await expect(page.getByText(/Each e-mail adds, after your message, what that member owes/)).toBeVisible();
  await expect(page.getByText(/It will be sent to [\d,]+ members?\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('You owe the society £');
  await checkAtEachWidth(page, testInfo, 'admin-announcements-owing');
});
