import type { Card, RankedCard } from './types';

/**
 * A placed card's score as the results print it: '41 pts', '38 pts (c/b)', 'net 68', 'net 70 (c/b)'; 'NR' for a
 * medal no return.
 */
export function scoreText(ranked: RankedCard<Card>): string {
  if (ranked.total === null) return 'NR';
  const score =
    ranked.format === 'stableford'
      ? `${ranked.total} ${ranked.total === 1 ? 'pt' : 'pts'}`
      : `net ${ranked.total}`;
  return ranked.countback ? `${score} (c/b)` : score;
}
