import { isEligible } from './prize-eligibility';
import { rankCards } from './rank-cards';
import { scoreText } from './score-text';
import type { Card, Prize, RankedCard, ScoredCard } from './types';

/** A prize winner: the card placed within the prize's own field, and its score as the results print it. */
export interface PrizeWinner<C extends Card = Card> extends RankedCard<C> {
  scoreText: string;
}

export interface PrizeAward<C extends Card = Card> {
  prize: Prize;
  /** Best first; more than `places` only when players share the last place after countback. */
  winners: PrizeWinner<C>[];
}

/**
 * Gives a fixture's prizes, in the order they are listed. Each prize's field is the cards eligible for it (guests
 * for guest prizes only), placed among themselves, so a countback mark speaks of that field ("38 pts" for a
 * division winner who was only level with a player of another division). A prize goes to the players placed
 * within its number of places; players who share the last place after countback share it (both are listed). With
 * `onePrizeEach`, a player who has won a prize is out of the later ones, so each takes the first prize in the
 * listed order they win. A medal no return wins nothing.
 */
export function allocatePrizes<C extends Card>(
  field: readonly ScoredCard<C>[],
  prizes: readonly Prize[],
  onePrizeEach: boolean,
): PrizeAward<C>[] {
  const won = new Set<C>();
  return prizes.map((prize) => {
    const entrants = field.filter(
      (s) => isEligible(prize.eligible, s.card) && !(onePrizeEach && won.has(s.card)),
    );
    const winners = rankCards(entrants)
      .filter((r) => r.position !== null && r.position <= prize.places)
      .map((r) => ({ ...r, scoreText: scoreText(r) }));
    for (const w of winners) won.add(w.card);
    return { prize, winners };
  });
}
