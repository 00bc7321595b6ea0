// One-click answers in e-mails, at phone width: the reminder arrives at the real SMTP sink, the member opens
// "I can no longer play" from it, confirms on the page it opens, and the first on the waiting list is given the
// place and e-mailed. The page is photographed and checked with axe at 375 and 1280 px.
import { test, expect } from './support/test';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../src/server/config';
import { DEFAULT_MAIL_LOOK } from '../../src/server/modules/mail/layout/compose-mail';
import { useTokenSecret } from '../../src/server/lib/site-secret';
import { insertEntry, listEntries } from '../../src/server/modules/fixtures/fixture-lists.repository';
import { fixturesStartingBetween } from '../../src/server/modules/reminders/reminders.repository';
import { remindPlayersOf } from '../../src/server/modules/reminders/reminders.service';
import { waitForMail } from './support/helpers';
import { createJourneyFixture, createJourneyMember, runTag, withDb } from './support/fixtures-support';
import { screenProblems } from './support/screen-check';
import { E2E_PORT } from './support/paths';

const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

/** The server's own reminder for one fixture, queued in the journeys' database; the server's mailer sends it. */
async function remind(fixtureId: number, date: string) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}` });
  // The same secret file as the server's, so the reminder's unsubscribe link is the server's own.
  useTokenSecret(config);
  return withDb(async (db) => {
    const [fixture] = (await fixturesStartingBetween(db, date, date)).filter((f) => f.id === fixtureId);
    return remindPlayersOf(
      {
        db,
        dialect: 'sqlite',
        log: quietLog,
        societyName: config.societyName,
        publicUrl: config.publicUrl,
        contactEmail: config.contactEmail,
        look: DEFAULT_MAIL_LOOK,
        adminNotifyEmail: config.adminNotifyEmail,
        reminderDays: config.reminderDays,
      },
      fixture,
    );
  });
}

/** Who is on a fixture's list and its waiting list, in order. */
const listsOf = (fixtureId: number) =>
  withDb(async (db) => {
    const rows = await listEntries(db, fixtureId);
    const on = (list: string) => rows.filter((r) => r.list === list).map((r) => r.member_id);
    return { registered: on('registered'), waiting: on('waiting') };
  });

/** The address under a button's label in the e-mail's text part, as a path on this server. */
function answerLink(text: string, label: string): string {
  const m = text.match(new RegExp(`${label}:\\n(https?://\\S+)`));
  if (!m) throw new Error(`No "${label}" link in ${text}`);
  return new URL(m[1]).pathname;
}

test('a member gives up their place from the reminder; the first waiting member is promoted and told', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = runTag(testInfo);
  const richard = await createJourneyMember(`act-richard-${tag}`, 'Richard', `Player ${tag}`);
  const waiting = await createJourneyMember(`act-waiting-${tag}`, 'Walter', `Waiting ${tag}`);
  const fixture = await createJourneyFixture(`Act Day ${tag}`, 3, `act-manager-${tag}@journey.example`, {
    location: "Royal St George's",
    places: 1,
  });
  await withDb(async (db) => {
    const at = new Date().toISOString();
    await insertEntry(db, {
      fixtureId: fixture.id,
      memberId: richard.id,
      list: 'registered',
      position: 1,
      at,
    });
    await insertEntry(db, { fixtureId: fixture.id, memberId: waiting.id, list: 'waiting', position: 1, at });
  });
  expect(await remind(fixture.id, fixture.date)).toBe(2);

  const reminder = await waitForMail(richard.email, /^Reminder: Act Day/);
  expect(reminder.text).toContain("I'm still playing:");
  const leave = answerLink(reminder.text, 'I can no longer play');
  expect(leave).toMatch(/^\/act\/[\w-]{43}$/);

  // The page says who, what and which day, with one large button; opening it changes nothing.
  await page.goto(leave);
  await expect(page.getByRole('heading', { level: 1, name: 'Give up your place' })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `^Richard, you have a place in Act Day ${tag} at Royal St George's on \\w+day \\d+ \\w+ \\d{4}\\. Tap the button to give it up\\.$`,
      ),
    ),
  ).toBeVisible();
  const button = page.getByRole('button', { name: 'Give up my place' });
  const problems = await screenProblems(page, testInfo, 'act-ready');
  await page.setViewportSize({ width: 1280, height: 900 });
  problems.push(...(await screenProblems(page, testInfo, 'act-ready-1280')));
  await page.setViewportSize({ width: 375, height: 812 });
  expect(problems).toEqual([]);
  // Opening the page, at both widths, changed nothing.
  expect(await listsOf(fixture.id)).toEqual({ registered: [richard.id], waiting: [waiting.id] });
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(60);

  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'You have given up your place in' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'act-done')));

  // The first on the waiting list has the place, and an e-mail saying so.
  expect(await listsOf(fixture.id)).toEqual({ registered: [waiting.id], waiting: [] });
  const promoted = await waitForMail(waiting.email, new RegExp(`^You have a place in Act Day ${tag}`));
  expect(promoted.text).toContain('Walter');

  // The link again: used, says so plainly, and offers the site.
  await page.goto(leave);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
  await expect(page.getByText(/Nothing has been changed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the fixture on the website' })).toBeVisible();
  problems.push(...(await screenProblems(page, testInfo, 'act-used')));
  expect(problems).toEqual([]);
});
