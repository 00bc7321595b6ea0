import { toTenths } from './exact-arithmetic';
import type { Card, PrizeEligibility } from './types';

/**
 * Whether a card may win a prize. Guests may win guest prizes only, and members every other kind: all members; a
 * handicap band, of the Handicap Index on the card with both ends included (in tenths, so 18.0 to 28.0 takes
 * 18.0 and 28.0, and a plus handicap is below 0); or those who left school in or before a year.
 */
export function isEligible(eligible: PrizeEligibility, card: Card): boolean {
  const { player } = card;
  if (eligible.kind === 'guests') return player.kind === 'guest';
  if (player.kind !== 'member') return false;
  switch (eligible.kind) {
    case 'all':
      return true;
    case 'handicap': {
      const index = toTenths(card.handicapIndex, 'Handicap Index');
      return (
        toTenths(eligible.from, 'Handicap from') <= index && index <= toTenths(eligible.to, 'Handicap to')
      );
    }
    case 'leftSchoolBy':
      return player.yearLeft !== null && player.yearLeft <= eligible.year;
  }
}
