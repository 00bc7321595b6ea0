// What a fixture charges, by rule (DESIGN.md 'Money', decision 0049). The server calls planCharges after every
// change of a fixture's lists, fees or existence, inside that change's transaction, and writes what it answers; the
// rules live here, pure, so that every path can be tested on its own.
//
// - A confirmed place on a fixture with fees charges the member (the member fee), each of their guests (the guest
//   fee, to the host), and a dinner-only booking (the dinner-only fee, for the member and for each guest). A fee
//   that is not set, or is 0, charges nothing.
// - A place on the waiting list charges nothing; promoted, it is charged like any other.
// - Given up on or before the withdraw-by date (or when the fixture has none), the charge is cancelled: a credit
//   on the statement, money back if it was paid. Given up after it, the charge stands ('kept') while the place is
//   empty; once somebody fills it (a waiting member promoted, or anyone entering a full fixture), the oldest kept
//   charge is cancelled. A kept charge is never cancelled for a fixture without a number of places (no place was
//   scarce) or for a dinner (the caterer is paid per head).
// - A fixture deleted cancels every charge it made. Fees changed after bookings re-price the places still held;
//   a place given up keeps what it was charged when it was given up.
// - A member moved from the list to the waiting list (the fixture's places cut) is no longer charged, and a place
//   the society takes away (an edit of the fixture that allows fewer guests, or no dinner-only places) is
//   cancelled whatever the date: the member did not give it up.
import { withdrawalClosed } from './golf-days';
import type { Fees } from './schemas/fixture-bookings';

export type ChargePlace = 'golf' | 'dinner';
export type ChargeStatus = 'active' | 'kept' | 'cancelled';

/** Why a charge was cancelled: the words that follow its description on the statement's credit line. */
export const CANCEL_REASONS = {
  'fixture cancelled': 'the fixture was cancelled',
  'withdrew in time': 'place given up by the withdraw-by date',
  'place taken': 'the place was taken by another player',
  'waiting list': 'moved to the waiting list',
  'no fee': 'no fee is charged',
  'fixture changed': 'the fixture was changed',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

/** The fixture as the rules need it. */
export interface FixtureTerms {
  /** False once the fixture is deleted. */
  exists: boolean;
  /** Places on the list (guests take places too); null: as many as enter. */
  places: number | null;
  /** The last day (YYYY-MM-DD) a place can be given up without paying for it; null: until the fixture starts. */
  withdrawBy: string | null;
  fees: Fees | null;
  /** How the statement names the fixture: 'Spring Meeting, Tue 12 May 2026'. */
  label: string;
}

/** Somebody on one of the fixture's lists: a member, or a member's guest (charged to the member). */
export interface Booking {
  /** Who pays: the member, or the host of a guest. */
  memberId: number;
  guestId: number | null;
  guestName: string | null;
  list: 'registered' | 'waiting' | 'dinner';
}

/** A charge the fixture has made. */
export interface StandingCharge {
  id: number;
  memberId: number;
  guestId: number | null;
  place: ChargePlace;
  status: ChargeStatus;
  amountPence: number;
  description: string;
  /** When the place was given up (ISO), for a kept charge; the oldest is let go first. */
  leftAt: string | null;
}

export type ChargeChange =
  | {
      kind: 'create';
      memberId: number;
      guestId: number | null;
      place: ChargePlace;
      amountPence: number;
      description: string;
    }
  /** The place is held: the charge stands at this amount and description (re-priced, or taken up again). */
  | { kind: 'update'; id: number; amountPence: number; description: string }
  /** The place was given up after withdraw-by: the charge stands while the place is empty. */
  | { kind: 'keep'; id: number }
  | { kind: 'cancel'; id: number; reason: CancelReason };

/** The fee of one person's place, in pence; 0 when the fixture sets none. */
export function feeFor(fees: Fees | null, guest: boolean, place: ChargePlace): number {
  if (!fees) return 0;
  const fee = place === 'dinner' ? fees.dinnerOnlyPence : guest ? fees.guestPence : fees.memberPence;
  return fee ?? 0;
}

/** The statement's words for a charge: the fixture, then whose place and what kind when not the member's golf. */
export function chargeDescription(label: string, guestName: string | null, place: ChargePlace): string {
  const what = [place === 'dinner' ? 'dinner only' : null, guestName === null ? null : `guest ${guestName}`]
    .filter(Boolean)
    .join(', ');
  return what ? `${label}: ${what}` : label;
}

/** The statement's words for a cancelled charge's credit. */
export const creditDescription = (description: string, reason: CancelReason) =>
  `${description}: ${CANCEL_REASONS[reason]}`;

const keyOf = (memberId: number, guestId: number | null, place: ChargePlace) =>
  `${memberId}:${guestId ?? ''}:${place}`;

/**
 * The changes that bring a fixture's charges in line with its lists, fees and dates, as they are now (after the
 * change that called it). `today` is London's date (YYYY-MM-DD); `at` the time (ISO) a place given up now is
 * recorded as left. `bySociety`: the change was the society's (an edit of the fixture), so a place that went is
 * not one the member gave up. Answers nothing when the charges already agree.
 */
/** True when the rules can answer nothing: no fee of any kind and no charge still standing (no booking need be read). */
export function nothingToCharge(terms: FixtureTerms, charges: readonly StandingCharge[]): boolean {
  const fees = terms.fees;
  const noFee =
    !fees || [fees.memberPence, fees.guestPence, fees.dinnerOnlyPence].every((f) => (f ?? 0) <= 0);
  return terms.exists && noFee && charges.every((c) => c.status === 'cancelled');
}

export function planCharges(
  terms: FixtureTerms,
  bookings: readonly Booking[],
  charges: readonly StandingCharge[],
  today: string,
  at: string,
  { bySociety = false }: { bySociety?: boolean } = {},
): ChargeChange[] {
  const open = charges.filter((c) => c.status !== 'cancelled');
  if (!terms.exists) return open.map((c) => ({ kind: 'cancel', id: c.id, reason: 'fixture cancelled' }));

  const changes: ChargeChange[] = [];
  const byKey = new Map(open.map((c) => [keyOf(c.memberId, c.guestId, c.place), c]));
  const held = new Set<number>();
  const waiting = new Set<string>();

  for (const b of bookings) {
    if (b.list === 'waiting') {
      waiting.add(keyOf(b.memberId, b.guestId, 'golf'));
      continue;
    }
    const place: ChargePlace = b.list === 'dinner' ? 'dinner' : 'golf';
    const fee = feeFor(terms.fees, b.guestId !== null, place);
    const description = chargeDescription(terms.label, b.guestId === null ? null : b.guestName, place);
    const charge = byKey.get(keyOf(b.memberId, b.guestId, place));
    if (!charge) {
      if (fee > 0)
        changes.push({
          kind: 'create',
          memberId: b.memberId,
          guestId: b.guestId,
          place,
          amountPence: fee,
          description,
        });
      continue;
    }
    held.add(charge.id);
    if (fee <= 0) changes.push({ kind: 'cancel', id: charge.id, reason: 'no fee' });
    else if (charge.status !== 'active' || charge.amountPence !== fee || charge.description !== description)
      changes.push({ kind: 'update', id: charge.id, amountPence: fee, description });
  }

  const late = withdrawalClosed(
    { signupOpens: null, signupCloses: null, withdrawBy: terms.withdrawBy },
    today,
  );
  // Places given up and still charged, oldest first: those already kept, then those given up now.
  const kept: { id: number; leftAt: string }[] = [];
  for (const c of open) {
    if (held.has(c.id)) continue;
    if (c.status === 'kept') {
      if (c.place === 'golf') kept.push({ id: c.id, leftAt: c.leftAt ?? '' });
      continue;
    }
    if (waiting.has(keyOf(c.memberId, c.guestId, c.place))) {
      changes.push({ kind: 'cancel', id: c.id, reason: 'waiting list' });
    } else if (bySociety) {
      changes.push({ kind: 'cancel', id: c.id, reason: 'fixture changed' });
    } else if (!late) {
      changes.push({ kind: 'cancel', id: c.id, reason: 'withdrew in time' });
    } else {
      changes.push({ kind: 'keep', id: c.id });
      if (c.place === 'golf') kept.push({ id: c.id, leftAt: at });
    }
  }

  // Each place filled beyond those never given up lets the oldest kept charge go.
  if (terms.places !== null && kept.length > 0) {
    const golfers = bookings.filter((b) => b.list === 'registered').length;
    const empty = Math.max(0, terms.places - golfers);
    kept.sort((a, b) => (a.leftAt < b.leftAt ? -1 : a.leftAt > b.leftAt ? 1 : a.id - b.id));
    for (const k of kept.slice(0, Math.max(0, kept.length - empty))) {
      const i = changes.findIndex((c) => c.kind === 'keep' && c.id === k.id);
      if (i >= 0) changes.splice(i, 1);
      changes.push({ kind: 'cancel', id: k.id, reason: 'place taken' });
    }
  }
  return changes;
}
