import { sum } from './stableford-points';
import { HOLES, type Card, type ScoredCard } from './types';

/**
 * Countback (card matching, Rules of Golf Committee Procedures 5A(6)): players level on the total are separated on
 * the last 9 holes, then the last 6, 3 and 1 — holes 10-18, 13-18, 16-18 and the 18th, whichever tee a player
 * started from. Stableford compares the points on those holes (the handicap strokes are already in them, hole by
 * hole). Medal compares the gross on those holes less a half, a third, a sixth and an eighteenth of the Playing
 * Handicap; the fractions are kept exact, never rounded (CONGU's direction on the resolution of ties).
 *
 * Exact fractions: over the last n holes the deduction is n/18 of the Playing Handicap, so the figures are compared
 * in eighteenths of a stroke: 18 × gross over those holes − n × Playing Handicap, a whole number.
 */
export const COUNTBACK_HOLES = [9, 6, 3, 1] as const;
export type CountbackHoles = (typeof COUNTBACK_HOLES)[number];

const lastHoles = <T>(values: readonly T[], n: number) => values.slice(HOLES - n);

/**
 * The figures a card is placed by, each lower-is-better: the total, then each countback step. Stableford's points
 * are negated; medal's countback figures are in eighteenths of a stroke. Null for a medal no return.
 */
export function placingKey(scored: ScoredCard<Card>): number[] | null {
  if (scored.total === null) return null;
  if (scored.format === 'stableford') {
    return [-scored.total, ...COUNTBACK_HOLES.map((n) => -sum(lastHoles(scored.points, n)))];
  }
  const holes = scored.card.holes as readonly number[]; // a medal card with a total has every hole scored
  return [
    scored.total,
    ...COUNTBACK_HOLES.map((n) => 18 * sum(lastHoles(holes, n)) - n * scored.playingHandicap),
  ];
}

/**
 * Which of two cards of the same format is placed higher: negative when `a` is, positive when `b` is, 0 when they
 * are level after the whole countback (they share the place). A no return comes after every card with a score.
 */
export function comparePlacing(a: ScoredCard<Card>, b: ScoredCard<Card>): number {
  if (a.format !== b.format) throw new RangeError('Cards of one field are scored in one format');
  const ka = placingKey(a);
  const kb = placingKey(b);
  if (ka === null || kb === null) return (ka === null ? 1 : 0) - (kb === null ? 1 : 0);
  for (let i = 0; i < ka.length; i += 1) {
    if (ka[i] !== kb[i]) return ka[i] - kb[i];
  }
  return 0;
}

/** A countback step for the results sheet: Stableford points, or the medal net, over the last `holes` holes. */
export interface CountbackFigure {
  holes: CountbackHoles;
  /** Exact value for the step (medal: may have a fraction of a stroke). */
  value: number;
  /** As printed: '19' points, or a medal net to two decimal places at most ('35.5', '22.33'). */
  text: string;
}

/** The countback figures of a card (empty for a no return), to show how a tie was settled. */
export function countbackFigures(scored: ScoredCard<Card>): CountbackFigure[] {
  const key = placingKey(scored);
  if (key === null) return [];
  return COUNTBACK_HOLES.map((holes, i) => {
    const value = scored.format === 'stableford' ? -key[i + 1] : key[i + 1] / 18;
    return { holes, value: value + 0, text: String(Math.round(value * 100) / 100 + 0) };
  });
}
