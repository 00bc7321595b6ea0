import type { HoleScores } from './types';

/** Total strokes of a card; null when any hole has no score (a no return in medal play). */
export function grossScore(holes: HoleScores): number | null {
  let total = 0;
  for (const taken of holes) {
    if (taken === null) return null;
    total += taken;
  }
  return total;
}

/** Medal net score = gross − Playing Handicap (a plus handicap adds); null for a no return. */
export function netScore(holes: HoleScores, playingHandicap: number): number | null {
  const gross = grossScore(holes);
  return gross === null ? null : gross - playingHandicap;
}
