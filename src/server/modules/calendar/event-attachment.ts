import type { MailAttachment } from '../mail/outbox.repository';
import { fixtureCalendar, fixtureCancellation, type CalendarDeps } from './calendar.service';

/**
 * The fixture's event as an e-mail attachment (an .ics file calendar programs offer to add). For any message to a
 * member about a fixture: reminders now; sign-up, promotion and team e-mails use the same helper.
 */
export async function fixtureEventAttachment(deps: CalendarDeps, fixtureId: number): Promise<MailAttachment> {
  return {
    filename: `fixture-${fixtureId}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: await fixtureCalendar(deps, fixtureId),
  };
}

/** The fixture's event as a cancellation (METHOD:CANCEL), for the e-mail to a member who left or was removed. */
export async function fixtureCancelAttachment(
  deps: CalendarDeps & { contactEmail: string },
  fixtureId: number,
): Promise<MailAttachment> {
  return {
    filename: `fixture-${fixtureId}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    content: await fixtureCancellation(deps, fixtureId),
  };
}
