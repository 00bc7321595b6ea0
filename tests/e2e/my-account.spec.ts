// My Profile, My Account, at a phone's width and at 1280 px: a member books a fixture with a fee and sees what he
// owes, his payment reference and the society's bank details, every line of his statement and the statement on
// paper; the treasurer records his payment, and he is in credit.
import { expect, test } from './support/test';
import { demoAccounts, screenshot } from './support/helpers';
import { checkAtEachWidth } from './support/screen-check';
import {
  createFeeFixture,
  createJourneyMember,
  londonDate,
  startPhoneJourney,
  withDb,
} from './support/fixtures-support';
import { bearerToken, signInAndOpen } from './support/sign-in';
import { openProfileSection } from './support/admin-menu';

test.describe('My Account', () => {
  test('a member who books a fixture with a fee sees what he owes, his reference and how to pay, and prints his statement', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = await startPhoneJourney(page, testInfo);
    const event = `Autumn Meeting ${tag}`;
    const fixture = await createFeeFixture(event, 30, tag, 4200, 20);
    const member = await createJourneyMember(tag, 'Owen', `Owing-${testInfo.project.name}`);
    const { payment_reference: reference } = await withDb((db) =>
      db
        .selectFrom('members')
        .select('payment_reference')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow(),
    );

    // He books his place: the fee is his to pay.
    await signInAndOpen(page, member, `/enterfixture/${fixture.id}`);
    await expect(page.getByText('£42.00 for you', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    await expect(page.getByText('Thanks for registering')).toBeVisible();

    // My Profile's menu opens My Account, at its own address.
    await page.goto('/myprofile');
    await openProfileSection(page, 'My Account');
    await expect(page).toHaveURL(/\/myprofile\/account$/);
    await expect(page).toHaveTitle(/My Profile: My Account/);
    const main = page.getByRole('main');
    await expect(main.getByText('You owe £42.00').first()).toBeVisible();
    await expect(page.getByLabel('Your payment reference')).toHaveValue(reference!);
    await expect(main.getByText('Sort code 12-34-56')).toBeVisible();
    const line = page.getByRole('row').filter({ hasText: event });
    await expect(line).toContainText('Charge');
    await expect(line).toContainText('£42.00');
    await expect(line.getByRole('link', { name: event })).toHaveAttribute(
      'href',
      `/enterfixture/${fixture.id}`,
    );

    // Copy reference puts it on the clipboard, to paste into the bank's form.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy reference' }).click();
    await expect(page.getByText('Reference copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

    // The owing announcement's link lands on it, with the balance in view on a phone, and arrives rendered.
    await page.goto('/myprofile/account');
    await expect(page.getByRole('heading', { level: 2, name: 'My Account' })).toBeVisible();
    await expect(main.getByText('You owe £42.00').first()).toBeInViewport();
    const rendered = await (await page.request.get('/myprofile/account')).text();
    expect(rendered).toContain('You owe £42.00');
    expect(rendered).toContain(reference);
    await checkAtEachWidth(page, testInfo, 'my-account-owing');

    // Print my statement: on paper, only the statement (society, member, reference, lines, balance).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print my statement' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    const paper = page.locator('.my-account-print');
    await expect(paper).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    for (const text of ['Statement of account', `Owen Owing-${testInfo.project.name}`, reference!, event])
      await expect(paper).toContainText(text);
    await expect(paper.locator('tfoot')).toContainText('Balance£42.00');
    await expect(paper).toContainText('You owe £42.00');
    await screenshot(page, testInfo, 'my-account-print');
    // As Chromium prints it, at the size the statement's page asks for: one A4 page (595 × 842 points).
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox\s*\[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
    await page.emulateMedia({ media: null });
    await page.setViewportSize({ width: 375, height: 812 });

    // The treasurer records £50.00 from him: the payment is a line, and he is in credit.
    const { adminEmail, adminPassword } = demoAccounts();
    const token = await bearerToken(request, adminEmail, adminPassword);
    const paid = await request.post('/api/admin/payments', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        memberId: member.id,
        amountPence: 5000,
        paidOn: londonDate(0),
        method: 'bank transfer',
        note: '',
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.reload();
    await expect(main.getByText('You are £8.00 in credit').first()).toBeVisible();
    const payment = page.getByRole('row').filter({ hasText: 'Payment' });
    await expect(payment).toContainText('\u2212£50.00');
    await checkAtEachWidth(page, testInfo, 'my-account-credit');
  });
});
