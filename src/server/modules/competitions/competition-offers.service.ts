import type { ActionLink } from '@shared/schemas/act';
import type { OfferOutcome } from '@shared/schemas/competitions';
import type { Db } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { formError } from '../../lib/http-errors';
import type { CompetitionRow } from './competitions.repository';

/** Whether an offer's link may act now (withdrawals and offers: decision 0060). */
export async function offerLinkState(
  _db: Db,
  _link: { placeId: number | null; memberId: number },
): Promise<{ state: ActionLink['state']; reason: string | null }> {
  return { state: 'blocked', reason: 'Offers of places are not open yet.' };
}

/** A reserve's answer to an offer, inside the caller's transaction. */
export async function answerOfferIn(
  _deps: Deps,
  _row: CompetitionRow,
  _memberId: number,
  _answer: 'accept' | 'decline',
): Promise<OfferOutcome> {
  throw formError('Offers of places are not open yet.');
}
