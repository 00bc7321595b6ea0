import { comparePlacing } from './countback';
import { placeText } from './ordinals';
import type { Card, RankedCard, ScoredCard } from './types';

const byName = (a: ScoredCard<Card>, b: ScoredCard<Card>) =>
  a.card.player.name.localeCompare(b.card.player.name, 'en-GB');

/**
 * Places a field of scored cards (one format): best first by the total, then by countback; players still level
 * share the place (1st, =2nd, =2nd, 4th) and are listed by name. A card whose place was settled by countback
 * against a player on the same total is marked so results can print "(c/b)". Medal no returns come last, by name,
 * without a place. Give it only the cards that compete: for members' positions, only members' cards.
 */
export function rankCards<C extends Card>(field: readonly ScoredCard<C>[]): RankedCard<C>[] {
  const ordered = [...field].sort((a, b) => comparePlacing(a, b) || byName(a, b));
  const positions: (number | null)[] = [];
  ordered.forEach((scored, i) => {
    if (scored.total === null) positions.push(null);
    else if (i > 0 && comparePlacing(ordered[i - 1], scored) === 0) positions.push(positions[i - 1]);
    else positions.push(i + 1);
  });
  return ordered.map((scored, i) => {
    const position = positions[i];
    if (position === null) {
      return { ...scored, position, positionText: 'NR', tied: false, countback: false };
    }
    const sharing = positions.filter((p) => p === position).length;
    const sameTotal = ordered.filter((other) => other.total === scored.total).length;
    const tied = sharing > 1;
    return {
      ...scored,
      position,
      positionText: placeText(position, tied),
      tied,
      countback: sameTotal > sharing,
    };
  });
}
