import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { parseEvents } from '../helpers/ical';
import { expectNoAxeViolations, isPhone, screenshot } from './support/helpers';
import { expectFitsTheWindow } from './support/screen-check';
import { openProfileSection } from './support/admin-menu';
import { createJourneyFixture, createJourneyMember, runTag } from './support/fixtures-support';
import { signInAs, signInAsAdmin } from './support/sign-in';
import {
  houseRecipients,
  mailsWithSubject,
  outboxOf,
  preferencesOf,
  registerForFixture,
  setHouse,
} from './support/informed-support';

test.describe('keeping members informed', () => {
  test('a member adds a fixture to their calendar, copies their feed and chooses their e-mails', async ({
    page,
    context,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Cal', `Endar-${testInfo.project.name}`);
    const fixture = await createJourneyFixture(`Calendar Day ${tag}`, 20, '', {
      location: 'Rye, East Sussex',
    });
    const other = await createJourneyFixture(`Not Mine ${tag}`, 21, '');
    await registerForFixture(fixture.id, member.id);
    await signInAs(page, member);

    // 'Add to calendar' on the fixture page downloads the one event.
    await page.goto(`/leavefixture/${fixture.id}`);
    await expect(page.getByRole('heading', { name: 'Fixture Details' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Add to calendar' });
    await expect(link).toBeVisible();
    await screenshot(page, testInfo, 'fixture-add-to-calendar');
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const ics = readFileSync((await download.path())!, 'utf8');
    const [event] = parseEvents(ics);
    expect(event).toMatchObject({
      summary: `Calendar Day ${tag}`,
      location: 'Rye, East Sussex',
      start: fixture.date,
      startIsDate: true,
    });

    // My Profile, My Calendar: the feed's address, copied with one button.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/myprofile');
    await openProfileSection(page, 'My Calendar');
    const field = page.getByLabel('Your calendar address');
    await expect(field).toHaveValue(/\/calendar\/member\/[A-Za-z0-9_-]{43}\.ics$/);
    const address = await field.inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(page.getByRole('heading', { name: 'Google Calendar' })).toBeVisible();
    await screenshot(page, testInfo, 'my-calendar');
    await expectNoAxeViolations(page);
    await expectFitsTheWindow(page);

    // The feed lists this member's fixture, not another.
    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    const summaries = parseEvents(await feed.text()).map((e) => e.summary);
    expect(summaries).toContain(`Calendar Day ${tag}`);
    expect(summaries).not.toContain(`Not Mine ${tag}`);
    expect(other.id).toBeGreaterThan(0);

    // 'Make a new address' asks first (the old address stops working at once); Cancel changes nothing.
    const makeNew = page.getByRole('button', { name: 'Make a new address' });
    await makeNew.click();
    const ask = page.getByRole('dialog', { name: 'Make a new calendar address?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(makeNew).toBeFocused();
    await expect(field).toHaveValue(address);
    // Yes retires the old one; the outcome shows under the button, in view, and takes the focus.
    await makeNew.click();
    await ask.getByRole('button', { name: 'Yes, make a new address' }).click();
    const outcome = page.getByText('Here is your new address');
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeInViewport();
    await expect(page.locator('.calendar-feed__notice:focus')).toContainText('Here is your new address');
    const below = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Make a new address',
      )!;
      const notice = [...document.querySelectorAll('.calendar-feed__notice')].find((n) =>
        n.textContent?.includes('Here is your new address'),
      )!;
      return notice.getBoundingClientRect().top - button.getBoundingClientRect().bottom;
    });
    expect(below, 'the outcome sits just under the button').toBeLessThan(100);
    expect(below).toBeGreaterThanOrEqual(0);
    await screenshot(page, testInfo, 'my-calendar-new-address');
    await expect(field).not.toHaveValue(address);
    expect((await page.request.get(address)).status()).toBe(404);
    expect((await page.request.get(await field.inputValue())).status()).toBe(200);

    // E-mail Preferences: announcements off, reminders kept.
    await openProfileSection(page, 'E-mail Preferences');
    const announcements = page.getByLabel(/Announcements from the society/);
    await expect(announcements).toBeChecked();
    await announcements.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved')).toBeVisible();
    expect(await preferencesOf(member.id)).toEqual({ announcements: false, reminders: true });
    await screenshot(page, testInfo, 'my-email-preferences');
    await expectNoAxeViolations(page);
  });

  test('an administrator sends an announcement to one house; exactly its members receive it and can unsubscribe', async ({
    page,
    browser,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const house = isPhone(testInfo) ? 'Thomason' : 'Trevelyan';
    for (const n of [1, 2])
      await setHouse((await createJourneyMember(`${tag}-${n}`, 'House', `Member${n}`)).id, house);
    const expected = (await houseRecipients(house)).sort();
    const subject = `House news ${tag}`;
    await signInAsAdmin(page);

    await page.goto('/admin/announcements');
    await expect(page.getByRole('heading', { level: 2, name: 'Announcements', exact: true })).toBeVisible();
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message')
      .fill('Dear all,\n\nThe house dinner is on Friday: https://example.org/dinner.\n\n<b>Not bold</b>');
    await page.getByLabel('Audience').selectOption({ label: 'A house' });
    await page.getByLabel('House', { exact: true }).selectOption(house);
    await expect(page.getByText(`It will be sent to ${expected.length} members.`)).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('link', { name: 'https://example.org/dinner' })).toBeVisible();
    await expect(preview.getByText('<b>Not bold</b>').first()).toBeVisible();
    await screenshot(page, testInfo, 'admin-announcements');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Send to ${expected.length} members` }).click();
    // Nothing goes until the administrator says yes once more.
    const sure = page.getByRole('dialog', { name: `Send this announcement to ${expected.length} members?` });
    await expect(sure.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await sure.getByRole('button', { name: 'Yes, send it' }).click();
    await expect(page.getByText('Announcement sent')).toBeVisible();
    await expect(page.getByRole('cell', { name: subject })).toBeVisible();

    // The SMTP server receives exactly the house's members' messages.
    await expect.poll(() => mailsWithSubject(subject).length, { timeout: 20_000 }).toBe(expected.length);
    // None is still to come: the outbox holds every message the announcement will ever send, all of them sent.
    await expect
      .poll(() => outboxOf(subject), { timeout: 20_000 })
      .toEqual({ queued: expected.length, unsent: 0 });
    const mails = mailsWithSubject(subject);
    expect(mails.map((m) => m.to.text.toLowerCase()).sort()).toEqual(expected);
    for (const m of mails) {
      expect(m.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      expect(m.listUnsubscribe).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=/);
    }
    await expect(page.getByRole('cell', { name: String(expected.length) }).first()).toBeVisible();
    await screenshot(page, testInfo, 'admin-announcements-sent');

    // The unsubscribe link works without signing in: a browser of its own, as a mail program opens it.
    const mailBrowser = await browser.newContext({ baseURL: new URL(page.url()).origin });
    page = await mailBrowser.newPage();
    const mail = mails[0];
    const link = new URL(mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText('Stop receiving announcements from the society?')).toBeVisible();
    await screenshot(page, testInfo, 'unsubscribe');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await houseRecipients(house)).not.toContain(mail.to.text.toLowerCase());

    // A second message's one-click header works too (RFC 8058), for another member.
    const second = mails[1];
    const oneClick = await page.request.post(second.listUnsubscribe!.slice(1, -1), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    expect(await houseRecipients(house)).not.toContain(second.to.text.toLowerCase());
    await mailBrowser.close();
  });
});
