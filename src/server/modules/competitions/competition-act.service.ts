import { formatTimestamp } from '@shared/dates';
import { ACTION_LABELS } from '@shared/act-words';
import type { ActionLink, ActResult } from '@shared/schemas/act';
import type { Db } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { formError } from '../../lib/http-errors';
import { hashToken } from '../../lib/tokens';
import * as repo from './competitions.repository';
import { findPlace } from './competition-offers.repository';
import type { CompetitionAction } from './competition-links';
import { datesOf, mayPlay } from './competitions.service';
import { saveAvailabilityIn } from './competition-availability.service';
import { answerOfferIn, offerLinkState, PLACE_GONE, withdrawByLinkIn } from './competition-offers.service';

export const LINK_USED = 'This link has already been used. Nothing has been changed.';
export const LINK_EXPIRED =
  'This link no longer works: the time to answer it has passed. Nothing has been changed.';

const ANSWERS = {
  'team-available': 'available',
  'team-reserve': 'reserve',
  'team-unavailable': 'unavailable',
} as const;
const isAnswer = (a: string): a is keyof typeof ANSWERS => a in ANSWERS;
const isOffer = (a: string): a is 'place-accept' | 'place-decline' | 'place-withdraw' =>
  a === 'place-accept' || a === 'place-decline' || a === 'place-withdraw';

async function findLink(db: Db, token: string) {
  const link = await repo.findCompetitionToken(db, hashToken(token));
  if (!link || !(isAnswer(link.action) || isOffer(link.action))) return null;
  const competition = await repo.findCompetition(db, link.competitionId);
  const member = await repo.findMember(db, link.memberId);
  if (!competition || !member) return null;
  return { ...link, action: link.action as CompetitionAction, competition, member };
}
type Link = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/** Why the link's button cannot act now, or null. */
async function stateOf(db: Db, link: Link): Promise<{ state: ActionLink['state']; reason: string | null }> {
  if (link.usedAt)
    return {
      state: 'used',
      reason: `You used it on ${formatTimestamp(link.usedAt)} (“${ACTION_LABELS[link.action]}”)`,
    };
  if (link.competition.finished_at) return { state: 'expired', reason: null };
  if (isAnswer(link.action)) {
    return mayPlay(link.member, link.competition)
      ? { state: 'ready', reason: null }
      : { state: 'blocked', reason: `You may not play in the ${link.competition.name}.` };
  }
  return offerLinkState(db, link);
}

async function pairOf(db: Db, placeId: number | null) {
  if (placeId === null) return null;
  return (await findPlace(db, placeId))?.pair_index ?? null;
}

/** What the page of a competition's link shows; null when the token is not one of them. Changes nothing. */
export async function viewCompetitionLink(deps: Deps, token: string): Promise<ActionLink | null> {
  const link = await findLink(deps.db, token);
  if (!link) return null;
  const c = link.competition;
  const { state, reason } = await stateOf(deps.db, link);
  return {
    state,
    action: link.action,
    firstName: link.member.first_name,
    fixture: null,
    competition: {
      id: c.id,
      name: c.name,
      year: c.year,
      startDate: datesOf(c)[0]?.date ?? null,
      pair: await pairOf(deps.db, link.placeId),
    },
    waitingPosition: null,
    full: false,
    reason,
  };
}

/**
 * The button of a competition link's page, in one transaction with the use of the link: an answer to the poll,
 * or a reserve's answer to an offer. Null when the token is not a competition's.
 */
export async function actOnCompetitionLink(deps: Deps, token: string): Promise<ActResult | null> {
  const found = await findLink(deps.db, token);
  if (!found) return null;
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockCompetition(trx, deps.dialect, found.competitionId);
    const link = (await findLink(trx, token))!;
    const { state, reason } = await stateOf(trx, link);
    // The loser of two accepts at once is told the place has gone (and stays a reserve): an answer, not a refusal.
    if (link.action === 'place-accept' && reason === PLACE_GONE)
      return { outcome: 'gone', waitingPosition: null };
    if (state === 'used') throw formError(LINK_USED);
    if (state === 'expired') throw formError(LINK_EXPIRED);
    if (state === 'blocked') throw formError(`${reason} Nothing has been changed.`);
    if (!(await repo.claimCompetitionToken(trx, link.id, nowIso()))) throw formError(LINK_USED);
    if (isAnswer(link.action)) {
      const before = await repo.availabilityFor(trx, link.competitionId, link.memberId);
      await saveAvailabilityIn(trx, link.competition, link.member, {
        answer: ANSWERS[link.action],
        unavailableDates: before?.answer ? JSON.parse(before.unavailable_dates) : [],
        note: before?.note ?? null,
      });
      return { outcome: 'answered', waitingPosition: null };
    }
    if (link.action === 'place-withdraw') {
      await withdrawByLinkIn({ ...deps, db: trx }, link.competition, link.memberId);
      return { outcome: 'withdrawn', waitingPosition: null };
    }
    const outcome = await answerOfferIn(
      { ...deps, db: trx },
      link.competition,
      link.memberId,
      link.action === 'place-accept' ? 'accept' : 'decline',
    );
    return { outcome, waitingPosition: null };
  });
}
