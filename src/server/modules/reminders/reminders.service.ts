import { type Deps, mailSettings } from '../../lib/deps';
import { formatFixtureDate, londonToday } from '@shared/dates';
import type { Config } from '../../config';
import { now, nowIso } from '../../lib/clock';
import { tokenSecret } from '../../lib/site-secret';
import { nextDay } from '../calendar/ical';
import { fixtureEventAttachment } from '../calendar/event-attachment';
import type { PlaceStatus } from '../../lib/place-status';
import { fixtureReminderMessage } from '../mail/messages/fixture-reminder';
import { enqueueMail } from '../mail/outbox.repository';
import {
  listUnsubscribeHeaders,
  unsubscribePageUrl,
  unsubscribeToken,
} from '../preferences/unsubscribe-token';
import { createActionLinks } from '../act/act-links';
import * as repo from './reminders.repository';

type ReminderDeps = Deps & Pick<Config, 'reminderDays'>;
type Fixture = Awaited<ReturnType<typeof repo.fixturesStartingBetween>>[number];
type Player = Awaited<ReturnType<typeof repo.fixturePlayers>>[number];

/** The last day of a window of `days` days from `today` (YYYY-MM-DD). */
export function addDays(today: string, days: number): string {
  let d = today;
  for (let i = 0; i < days; i += 1) d = nextDay(d);
  return d;
}

const nameOf = (p: Player) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Sends one member's reminder, unless someone has already: the sent-row, the member's two one-click links and the
 * message commit together.
 */
async function remindOne(deps: ReminderDeps, f: Fixture, who: Player, others: string[], place: PlaceStatus) {
  const secret = tokenSecret();
  const token = unsubscribeToken(secret, who.id, 'reminders');
  const attachment = await fixtureEventAttachment(deps, f.id);
  return deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    if (!(await repo.claimReminder(trx, f.id, who.id, 'reminder', at))) return false;
    const [stay, go] = await createActionLinks(
      trx,
      deps.publicUrl,
      (place.kind === 'registered'
        ? (['still-playing', 'cannot-play'] as const)
        : (['keep-waiting', 'leave-waiting'] as const)
      ).map((action) => ({ memberId: who.id, fixtureId: f.id, action })),
    );
    const message = fixtureReminderMessage({
      ...mailSettings(deps),
      firstName: who.firstName,
      event: f.event,
      fixtureDate: formatFixtureDate(f.start_date, f.end_date),
      location: f.location,
      manager: f.manager,
      otherPlayers: others,
      place,
      withdrawUrl: `${deps.publicUrl}/leavefixture/${f.id}`,
      withdrawBy: formatFixtureDate(f.withdraw_by ?? f.start_date),
      answers: { stay, go },
      unsubscribeUrl: unsubscribePageUrl(deps.publicUrl, token),
    });
    await enqueueMail(
      trx,
      {
        to: who.email,
        ...message,
        headers: listUnsubscribeHeaders(deps.publicUrl, token),
        attachments: [attachment],
      },
      at,
    );
    return true;
  });
}

/** Reminds the players of one fixture who have not been reminded yet and want reminders; answers how many. */
export async function remindPlayersOf(deps: ReminderDeps, f: Fixture): Promise<number> {
  let queued = 0;
  const players = await repo.fixturePlayers(deps.db, f.id);
  const done = await repo.remindedMembers(deps.db, f.id, 'reminder');
  // Members only, in list order: guests wait behind every member, so a member's number counts members.
  const waiting = players.filter((p) => p.list === 'waiting').map((p) => p.id);
  for (const who of players) {
    if (done.has(who.id) || who.approval !== 'approved' || who.reminders === 0) continue;
    // A dinner-only booking holds no place: the reminder's answers (still playing, or the place given up) are
    // not theirs to give.
    if (who.list === 'dinner') continue;
    const others = players.filter((p) => p.id !== who.id && p.list === 'registered').map(nameOf);
    const place: PlaceStatus =
      who.list === 'waiting'
        ? { kind: 'waiting', position: waiting.indexOf(who.id) + 1 }
        : { kind: 'registered' };
    if (await remindOne(deps, f, who, others, place)) queued += 1;
  }
  return queued;
}

/**
 * Reminds the players of every fixture that starts within REMINDER_DAYS (today included) and has not been
 * reminded yet; those who turned reminders off are skipped. Safe to run at once in several processes.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const today = londonToday(now());
  const fixtures = await repo.fixturesStartingBetween(deps.db, today, addDays(today, deps.reminderDays));
  let queued = 0;
  for (const f of fixtures) queued += await remindPlayersOf(deps, f);
  return queued;
}
