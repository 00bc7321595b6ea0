// The treasurer's bank statement (DESIGN.md 'Money', decision 0046), at phone width and 1280 px: a member who owes
// for a meeting pays by bank transfer with their reference; the treasurer uploads the bank's CSV, sees the match
// and why, chooses the member of a payment the site could not match, records both, and the member's statement is
// square; the same file again shows its lines as already imported. A statement of a bank the site does not know
// asks which column is which; a PDF, a list of members and a file of 20 MB are refused with the server's words.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { APIRequest, Page, TestInfo } from '@playwright/test';
import type { Statement } from '../../src/shared/schemas/money';
import { expect, test } from './support/test';
import { DEMO_MEMBER, screenshot } from './support/helpers';
import { createFeeFixture, createJourneyMember, londonDate, runTag } from './support/fixtures-support';
import { screenProblems } from './support/screen-check';
import { bearerToken, signInAndOpen, signInAs } from './support/sign-in';

const SCREEN = '/admin/payments/import';

/**
 * A member's own calls, in a request context of their own (one login per context): entering a fixture, and their
 * statement as they would read it (GET /api/account/statement).
 */
async function asMember(requests: APIRequest, testInfo: TestInfo, member: { id: number; email: string }) {
  const request = await requests.newContext({ baseURL: testInfo.project.use.baseURL });
  const authorization = `Bearer ${await bearerToken(request, member.email, DEMO_MEMBER.password)}`;
  return {
    async enter(fixtureId: number) {
      const res = await request.post('/api/fixtures/enter', {
        headers: { authorization },
        data: { fixtureId, userId: member.id },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
    async statement(): Promise<Statement> {
      const res = await request.get('/api/account/statement', { headers: { authorization } });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as Statement;
    },
  };
}

/** 'DD/MM/YYYY' as UK banks write a date, `days` from today (London). */
const bankDate = (days: number) => londonDate(days).split('-').reverse().join('/');

/** A CSV file for the file input. */
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

const pounds = (pence: number) => (pence / 100).toFixed(2);

async function checkStatement(page: Page, file: Parameters<Page['setInputFiles']>[1]) {
  await page.getByLabel('Bank statement (CSV)').setInputFiles(file);
  await page.getByRole('button', { name: 'Check statement' }).click();
}

/** Looks at the screen as it is: layout at this width (and 320 px on the phone), axe, and a photograph. */
async function looksRight(page: Page, testInfo: TestInfo, name: string) {
  expect(await screenProblems(page, testInfo, name)).toEqual([]);
}

test.describe('the bank statement import', () => {
  test('a member pays by reference; the treasurer records it and a payment matched by hand', async ({
    page,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = runTag(testInfo);
    const payer = await createJourneyMember(tag, 'Rupert', `Payer${testInfo.project.name}`);
    const friend = await createJourneyMember(`${tag}-f`, 'Hector', `Friend${testInfo.project.name}`);
    const fixture = await createFeeFixture(`Statement Day ${tag}`, 20, tag, 4500);
    const payerApi = await asMember(playwright.request, testInfo, payer);
    const friendApi = await asMember(playwright.request, testInfo, friend);
    await payerApi.enter(fixture.id);
    const owed = await payerApi.statement();
    expect(owed.balancePence).toBeGreaterThanOrEqual(4500);
    const { reference } = owed;

    // Barclays' download: one signed Amount, the payer and the reference in Memo; a card payment out among them.
    const barclays = csv(`barclays-${tag}.csv`, [
      'Number,Date,Account,Amount,Subcategory,Memo',
      `,${bankDate(-3)},20-32-06 13152170,${pounds(owed.balancePence)},Funds Transfer,R PAYER ${reference.toLowerCase()} GOLF`,
      `,${bankDate(-2)},20-32-06 13152170,-12.40,Card Purchase,GREENKEEPER SUPPLIES ${tag}`,
      `,${bankDate(-1)},20-32-06 13152170,30.00,Funds Transfer,H F ${tag.toUpperCase()} DINNER`,
    ]);

    await signInAndOpen(page, 'admin', SCREEN);
    await expect(page.getByRole('heading', { name: 'Import Bank Statement' })).toBeVisible();
    await looksRight(page, testInfo, 'statement-import-choose');
    await checkStatement(page, barclays);

    await expect(
      page.getByText('Read as Barclays: 2 payments in; 1 payment out, which are not imported.'),
    ).toBeVisible();
    const paid = page.getByRole('row').filter({ hasText: reference.toLowerCase() });
    await expect(paid).toContainText(payer.name);
    await expect(paid).toContainText('by reference');
    await expect(paid.getByRole('checkbox', { name: /^Record/ })).toBeChecked();
    const unknown = page.getByRole('row').filter({ hasText: 'DINNER' });
    await expect(unknown).toContainText('No member found');
    await expect(unknown.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Record 1 payment' })).toBeEnabled();
    await looksRight(page, testInfo, 'statement-import-preview');

    // The payment the site could not match: the treasurer finds the member by name, in a dialog.
    await unknown.getByRole('button', { name: /^Choose member/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Whose payment is this?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name or payment reference')).toBeFocused();
    await dialog.getByLabel('Name or payment reference').fill(friend.name);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByRole('list', { name: 'Members found' })).toContainText(friend.name);
    await looksRight(page, testInfo, 'statement-import-choose-member');
    await dialog.getByRole('button', { name: `Choose ${friend.name}` }).click();
    await expect(dialog).toBeHidden();
    await expect(unknown).toContainText(friend.name);
    await expect(unknown).toContainText('chosen by hand');
    await expect(unknown.getByRole('checkbox', { name: /^Record/ })).toBeChecked();
    const total = `£${pounds(owed.balancePence + 3000)}`;
    await expect(page.getByText(`2 (${total})`)).toBeVisible();

    await page.getByRole('button', { name: 'Record 2 payments' }).click();
    await expect(page.getByText(`2 payments recorded (${total})`)).toBeVisible();
    await looksRight(page, testInfo, 'statement-import-recorded');
    expect((await payerApi.statement()).balancePence).toBe(0);
    expect((await friendApi.statement()).lines).toContainEqual(
      expect.objectContaining({ kind: 'payment', amountPence: -3000 }),
    );

    // The same file again: nothing left to record.
    await checkStatement(page, barclays);
    await expect(paid).toContainText('Already imported');
    await expect(unknown).toContainText('Already imported');
    await expect(page.getByRole('checkbox', { name: /^Record/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Record 0 payments' })).toBeDisabled();
    await looksRight(page, testInfo, 'statement-import-again');
    expect((await payerApi.statement()).balancePence).toBe(0);
  });

  test('a member who is no administrator is sent to the login page', async ({ page }) => {
    await signInAs(page, DEMO_MEMBER);
    await page.goto(SCREEN);
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fadmin%2Fpayments%2Fimport&why=admin$/);
  });

  test('a statement the site does not know asks which column is which', async ({ page }, testInfo) => {
    const tag = runTag(testInfo);
    const file = csv(`club-account-${tag}.csv`, [
      'When,Who and why,Received,Sent,Running total',
      `${bankDate(-5)},A GOLFER ${tag.toUpperCase()} SUBS,52.50,,152.50`,
      `${bankDate(-4)},PRO SHOP ${tag.toUpperCase()},,20.00,132.50`,
    ]);
    await signInAndOpen(page, 'admin', SCREEN);
    await checkStatement(page, file);

    await expect(page.getByText('Which column is which?')).toBeVisible();
    await expect(page.getByRole('table', { name: /The columns of your file/ })).toContainText('52.50');
    await looksRight(page, testInfo, 'statement-import-columns');
    await page.getByLabel('Date', { exact: true }).selectOption({ label: `When: ${bankDate(-5)}` });
    await page.getByRole('checkbox', { name: /^Who and why/ }).check();
    await page.getByLabel('Two columns: money in, and money out').check();
    await page.getByLabel('Money in', { exact: true }).selectOption({ label: 'Received: 52.50' });
    await page.getByLabel('Money out (not imported)').selectOption({ label: 'Sent: 20.00' });
    await page.getByRole('button', { name: 'Check with these columns' }).click();

    await expect(
      page.getByText('Read as the columns chosen: 1 payment in; 1 payment out, which are not imported.'),
    ).toBeVisible();
    const line = page.getByRole('row').filter({ hasText: 'SUBS' });
    await expect(line).toContainText('£52.50');
    await expect(line).toContainText('No member found');
    await screenshot(page, testInfo, 'statement-import-columns-read');
  });

  test('a PDF, a list of members and a file of 20 MB are refused, and nothing is recorded', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAndOpen(page, 'admin', SCREEN);
    const field = page.getByLabel('Bank statement (CSV)');

    await checkStatement(page, {
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    });
    await expect(page.getByText(/This file is a PDF, not a bank statement in CSV/).first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: /^Record/ })).toHaveCount(0);
    await looksRight(page, testInfo, 'statement-import-pdf');

    await checkStatement(
      page,
      csv('members.csv', [
        'First Name,Last Name,Email,Year Left,House',
        'Ann,Lee,ann@example.com,1990,Kipling',
      ]),
    );
    await expect(
      page.getByText(/This file looks like a list of members, not a bank statement/).first(),
    ).toBeVisible();

    // 20 MB from a file on disk: sent as a buffer it would crawl through the browser's protocol.
    const big = testInfo.outputPath('year.csv');
    mkdirSync(dirname(big), { recursive: true });
    writeFileSync(big, Buffer.alloc(20 * 1024 * 1024, 'Date,Description,Amount\r\n'));
    await checkStatement(page, big);
    await expect(page.getByText(/a bank statement is at most 2 MB/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Record/ })).toHaveCount(0);
  });
});
