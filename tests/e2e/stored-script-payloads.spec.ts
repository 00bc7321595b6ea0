// Stored script: text that looks like script, saved through the forms and the admin API, is shown as text on
// every screen that displays it; nothing runs, no dialog opens and the Content-Security-Policy is never violated.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { makeTestPdf } from '../helpers/pdf';
import { expectNoAxeViolations } from './support/helpers';
import { signInAsAdmin } from './support/sign-in';
import { sendRegisterForm } from './support/accounts-support';
import { runTag } from './support/fixtures-support';

test.describe.configure({ timeout: 150_000 });

const OLD_YEAR = 1931;
const payload = (tag: string) => `<img src=x onerror="window.__xss='${tag}'">`;
const scriptPayload = (tag: string) => `<script>window.__xss='${tag}'</script>`;

/** Fails the test on any dialog, CSP violation or page error; returns a check to run at the end. */
function watchForScript(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(problems).toEqual([]);
  };
}

async function xsrfHeader(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': cookie?.value ?? '' };
}

test('script payloads saved through forms and admin screens are shown as text everywhere', async ({
  page,
}, testInfo) => {
  const check = watchForScript(page);
  const tag = runTag(testInfo);
  const img = payload(tag);
  const script = scriptPayload(tag);

  // A visitor registers through the real form with names that look like markup.
  await page.goto('/loginregister');
  await page.getByRole('tab', { name: 'Register' }).click();
  await sendRegisterForm(page, {
    firstName: `<b>${tag}</b>`,
    lastName: img.slice(0, 50),
    email: `${tag}@journey.example`,
    mobile: '07700900555',
    yearLeft: '1984',
    handicap: '18',
    password: 'first-password',
  });
  await expect(page.getByText('Thank you for registering')).toBeVisible();

  // An administrator saves the same kind of text through the admin API the admin screens use.
  await signInAsAdmin(page);
  const headers = await xsrfHeader(page);
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await page.request.post(url, { data, headers });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const multipart = async (url: string, form: Record<string, string>, withPdf = false) => {
    const res = await page.request.post(url, {
      headers,
      multipart: withPdf
        ? {
            ...form,
            file: { name: 'result.pdf', mimeType: 'application/pdf', buffer: await makeTestPdf(tag) },
          }
        : form,
    });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  // Today in London: the fixtures page opens the current year, so the fixture is in view.
  const soon = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  await post('/api/fixtures/addfixture', {
    year: Number(soon.slice(0, 4)),
    event: `Event ${img}`,
    startDate: soon,
    endDate: soon,
    location: `Location ${script}`,
    manager: `Captain ${img}`,
    managerEmailAddresses: '',
    canRegister: true,
    comments: `Comments ${script}`,
  });
  await post('/api/latestresults/add', { description: `Latest ${img}` });
  await post('/api/courses/add', { club: `Zeta Club ${img}`, website: 'https://example.org', top100: false });
  // Society Matches in a year long past: the meeting results journeys never look there.
  await multipart('/api/results/add', {
    meetingType: '3',
    year: String(OLD_YEAR),
    event: `Meeting ${script}`,
    firstPlaceName: `Winner ${img}`,
    firstPlaceScore: '42',
  });
  const grouping = (await post('/api/otherresults/addgrouping', { description: `Cup ${tag} ${img}` })) as {
    id: number;
  };
  await multipart(
    '/api/otherresults/additem',
    { groupingId: String(grouping.id), description: `Item ${script}` },
    true,
  );

  const shownAsText = async (path: string, texts: string[]) => {
    await page.goto(path);
    for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator('main img[src="x"], main script:not([src])')).toHaveCount(0);
  };

  await shownAsText('/home', [`Latest ${img}`]);
  await shownAsText('/fixtures', [`Event ${img}`, `Location ${script}`]);
  await expect(page.getByText(`Comments ${script}`).first()).toBeAttached();
  await shownAsText('/courses', [`Zeta Club ${img}`]);
  await page.goto('/results?tab=society');
  await page.getByLabel('Decade').selectOption({ label: '1930s' });
  await page.getByLabel('Year').selectOption(String(OLD_YEAR));
  await expect(page.getByText(`Meeting ${script}`).first()).toBeVisible();
  await expect(page.getByText(`Winner ${img}`).first()).toBeVisible();
  await page.goto('/foursomes');
  await page.getByRole('button', { name: 'Show Results' }).click();
  await page.getByLabel('Competition').selectOption({ label: `Cup ${tag} ${img}` });
  await expect(page.getByText(`Item ${script}`, { exact: true })).toBeVisible();
  await shownAsText('/admin', [`<b>${tag}</b>`]);
  await expectNoAxeViolations(page);
  await check();
});
