import { floorDiv } from './exact-arithmetic';
import { checkedTee } from './tee-problems';
import type { Tee } from './types';

/**
 * Strokes received on a hole of the given stroke index (Rules of Handicapping, Appendix E): a Playing Handicap of
 * 14 gives one stroke on stroke indexes 1 to 14; over 18, every hole gets one and the rest go round again from
 * stroke index 1 (20 gives two on 1 and 2); over 36, a third round (40 gives three on 1 to 4). A plus handicap
 * gives strokes back, beginning at stroke index 18 (+2 gives one back on 18 and 17): the answer is then negative.
 */
export function strokesOnHole(playingHandicap: number, strokeIndex: number): number {
  if (playingHandicap < 0) {
    // Giving back mirrors receiving: stroke index 18 is the first to give one, 17 the next, and so on.
    return 0 - strokesOnHole(-playingHandicap, 19 - strokeIndex);
  }
  const everyHole = floorDiv(playingHandicap, 18);
  const extra = playingHandicap - everyHole * 18;
  return everyHole + (strokeIndex <= extra ? 1 : 0);
}

/** Strokes received on each hole of the tee, hole 1 first. */
export function strokesReceived(playingHandicap: number, tee: Tee): number[] {
  if (!Number.isInteger(playingHandicap)) throw new RangeError('A Playing Handicap is a whole number');
  return checkedTee(tee).strokeIndex.map((si) => strokesOnHole(playingHandicap, si));
}
