import { orList } from '@shared/booking-rules';
import type { MyBooking } from '@shared/schemas/fixture-bookings';

/** A member's booking as the golf-day e-mails tell it: their guests and dinners, and the fixture's menu. */
export interface BookingSummary extends Pick<MyBooking, 'dinner' | 'dinnerOnly'> {
  guests: Pick<MyBooking['guests'][number], 'name' | 'dinner' | 'list'>[];
  /** The fixture's dinner choices ([] for a dinner without a menu choice); null when it has no dinner. */
  choices: string[] | null;
}

type Dinner = MyBooking['dinner'];

const noted = (d: NonNullable<Dinner>) => (d.dietary ? ` (dietary note: ${d.dietary})` : '');

/** 'Beef (dietary note: no nuts)', 'booked' or 'not chosen yet'; 'no dinner' for someone who does not dine. */
function dinnerText(d: Dinner, choices: string[]): string {
  if (!d) return 'no dinner';
  const choice = d.choice ?? (choices.length ? 'not chosen yet' : 'booked');
  return `${choice}${noted(d)}`;
}

const GUEST_PLACES = {
  registered: 'has a place',
  waiting: 'is on the waiting list (every waiting member goes first)',
  dinner: 'comes to the dinner only',
} as const;

/** One line per guest: '{name}: has a place; dinner: Beef'. */
function guestLines(b: BookingSummary): string[] {
  return b.guests.map((g) => {
    const dinner = b.choices === null ? '' : `; dinner: ${dinnerText(g.dinner, b.choices)}`;
    return `${g.name}: ${GUEST_PLACES[g.list]}${dinner}`;
  });
}

/** What a member's own e-mail says of their booking (nothing for a booking with no guests and no dinner). */
export function bookingLines(b: BookingSummary | undefined): string[] {
  if (!b) return [];
  const lines: string[] = [];
  if (b.choices !== null) {
    lines.push(
      b.dinner ? `Your dinner: ${dinnerText(b.dinner, b.choices)}.` : 'You are not booked for the dinner.',
    );
    if (b.dinner && b.dinner.choice === null && b.choices.length)
      lines.push(`Please choose your dinner (${orList(b.choices)}) on the fixture's page.`);
  }
  const guests = guestLines(b);
  if (guests.length) lines.push(`Your ${guests.length === 1 ? 'guest' : 'guests'}: ${guests.join('. ')}.`);
  return lines;
}

/** What the managers' notice says of a member's booking. */
export function bookingNoticeLines(b: BookingSummary | undefined): string[] {
  if (!b) return [];
  const lines: string[] = [];
  if (b.dinnerOnly) lines.push('This is a booking for the dinner only (no place).');
  if (b.choices !== null) lines.push(`Dinner: ${dinnerText(b.dinner, b.choices)}.`);
  const guests = guestLines(b);
  if (guests.length) lines.push(`Guests: ${guests.join('. ')}.`);
  return lines;
}
