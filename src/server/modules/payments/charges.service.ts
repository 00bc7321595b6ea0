import { formatFixtureDate, londonToday } from '@shared/dates';
import {
  nothingToCharge,
  planCharges,
  type ChargeChange,
  type FixtureTerms,
  type StandingCharge,
} from '@shared/charge-rules';
import type { Db } from '../../db/database';
import { now } from '../../lib/clock';
import * as repo from './charges.repository';
import { adjustAccount } from './ledger.repository';

/** How the statement names a fixture: 'Spring Meeting, Tue 12 May 2026'. */
export const fixtureLabel = (f: { event: string; start_date: string; end_date: string | null }) =>
  `${f.event}, ${formatFixtureDate(f.start_date, f.end_date)}`;

/**
 * Brings a fixture's charges in line with its lists, fees and dates (src/shared/charge-rules.ts), inside the
 * caller's transaction: called by the fixtures' services after every change of a fixture's lists, fees, dates or
 * bookings. `bySociety`: the change is the society's (an edit of the fixture), not a member giving up a place.
 * Answers how many charges changed.
 */
export async function settleFixtureCharges(
  trx: Db,
  fixtureId: number,
  options: { bySociety?: boolean } = {},
): Promise<number> {
  const fixture = await repo.findFixtureTerms(trx, fixtureId);
  const charges = await repo.listFixtureCharges(trx, fixtureId);
  if (!fixture && charges.length === 0) return 0;
  const terms: FixtureTerms = fixture
    ? {
        exists: true,
        places: fixture.places,
        withdrawBy: fixture.withdraw_by,
        fees: {
          memberPence: fixture.member_fee_pence,
          guestPence: fixture.guest_fee_pence,
          dinnerOnlyPence: fixture.dinner_only_fee_pence,
        },
        label: fixtureLabel(fixture),
      }
    : { exists: false, places: null, withdrawBy: null, fees: null, label: '' };
  // A free fixture's sign-ups, in a rush, hold its lock for two queries fewer.
  if (nothingToCharge(terms, charges)) return 0;
  const bookings = fixture ? await repo.listBookings(trx, fixtureId) : [];
  const at = now();
  const today = londonToday(at);
  const iso = at.toISOString();
  const changes = planCharges(terms, bookings, charges, today, iso, options);
  await applyChanges(trx, fixtureId, charges, changes, today, iso);
  return changes.length;
}

/**
 * Writes the changes the rules answered, and moves each member's running totals with them (a charge standing
 * counts; a kept charge still stands; a cancelled one no longer does).
 */
async function applyChanges(
  trx: Db,
  fixtureId: number,
  charges: StandingCharge[],
  changes: ChargeChange[],
  today: string,
  at: string,
) {
  const before = new Map(charges.map((c) => [c.id, c]));
  for (const c of changes) {
    if (c.kind === 'create') {
      await repo.insertCharge(trx, { ...c, fixtureId, today, at });
      await adjustAccount(trx, c.memberId, { charged: c.amountPence });
      continue;
    }
    const old = before.get(c.id)!;
    if (c.kind === 'update') {
      await repo.holdCharge(trx, c.id, c.amountPence, c.description, at);
      await adjustAccount(trx, old.memberId, { charged: c.amountPence - old.amountPence });
    } else if (c.kind === 'keep') {
      await repo.keepCharge(trx, c.id, at);
    } else {
      await repo.cancelCharge(trx, c.id, c.reason, today, at);
      await adjustAccount(trx, old.memberId, { charged: -old.amountPence });
    }
  }
}

/** Cancels every charge of a fixture about to be deleted (call before the fixture's row goes). */
export async function cancelFixtureCharges(trx: Db, fixtureId: number): Promise<number> {
  const charges = await repo.listFixtureCharges(trx, fixtureId);
  const terms: FixtureTerms = { exists: false, places: null, withdrawBy: null, fees: null, label: '' };
  const at = now();
  const changes = planCharges(terms, [], charges, londonToday(at), at.toISOString());
  await applyChanges(trx, fixtureId, charges, changes, londonToday(at), at.toISOString());
  return changes.length;
}
