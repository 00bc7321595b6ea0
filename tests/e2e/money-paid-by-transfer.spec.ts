// Money from end to end at a phone's width, on the screens alone: a member books a meeting with a fee and reads
// what he owes and his payment reference in My Account; he pays by bank transfer with the reference; the treasurer
// imports the bank's statement, which matches him by the reference; his balance then reads nothing owed.
import { expect, test } from './support/test';
import {
  createFeeFixture,
  createJourneyMember,
  londonDate,
  startPhoneJourney,
} from './support/fixtures-support';
import { signInAndOpen } from './support/sign-in';

test('a member books, pays his balance by bank transfer with his reference, and the imported statement squares it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = await startPhoneJourney(page, testInfo);
  const member = await createJourneyMember(tag, 'Percy', `Transfer-${testInfo.project.name}`);
  const event = `Spring Meeting ${tag}`;
  const fixture = await createFeeFixture(event, 25, tag, 3850, 20);

  // He books, and My Account tells him what he owes and the reference to pay with.
  await signInAndOpen(page, member, `/enterfixture/${fixture.id}`);
  await page.getByRole('button', { name: 'Sign Me Up' }).click();
  await expect(page.getByText('Thanks for registering')).toBeVisible();
  await page.goto('/myprofile/account');
  const main = page.getByRole('main');
  await expect(main.getByText('You owe £38.50').first()).toBeVisible();
  const reference = await page.getByLabel('Your payment reference').inputValue();
  expect(reference).toMatch(/^[A-Z0-9-]{4,18}$/);

  // The bank's download, as Barclays writes it: the reference typed in lower case among his own words.
  const paidOn = londonDate(-1).split('-').reverse().join('/');
  const statement = [
    'Number,Date,Account,Amount,Subcategory,Memo',
    `,${paidOn},20-32-06 13152170,38.50,Funds Transfer,P TRANSFER ${reference.toLowerCase()} SPRING`,
  ].join('\r\n');

  // The treasurer, on his own phone, imports it: the line is matched to the member by his reference.
  const treasurerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 375, height: 812 },
  });
  const treasurer = await treasurerContext.newPage();
  await signInAndOpen(treasurer, 'admin', '/admin/payments/import');
  await treasurer.getByLabel('Bank statement (CSV)').setInputFiles({
    name: `statement-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${statement}\r\n`),
  });
  await treasurer.getByRole('button', { name: 'Check statement' }).click();
  const line = treasurer.getByRole('row').filter({ hasText: reference.toLowerCase() });
  await expect(line).toContainText(member.name);
  await expect(line).toContainText('by reference');
  await treasurer.getByRole('button', { name: 'Record 1 payment' }).click();
  await expect(treasurer.getByText('1 payment recorded (£38.50)')).toBeVisible();
  await treasurerContext.close();

  // His account is square.
  await page.reload();
  await expect(main.getByText('Nothing owed').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Payment' })).toContainText('£38.50');
});
