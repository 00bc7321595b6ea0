import type { HoleScores, Tee } from './types';

/**
 * Stableford points for a hole (Rules of Golf, Rule 21.1b, with the handicap strokes of the hole): net par scores 2,
 * each stroke better one more, each worse one fewer, never below 0; no score on the hole scores 0. That is
 * 2 + par + strokes received − strokes taken.
 */
export function holePoints(par: number, received: number, taken: number | null): number {
  if (taken === null) return 0;
  return Math.max(0, 2 + par + received - taken);
}

/** Points on each hole of the card, hole 1 first. */
export function stablefordPoints(holes: HoleScores, tee: Tee, strokesReceived: readonly number[]): number[] {
  return holes.map((taken, i) => holePoints(tee.par[i], strokesReceived[i], taken));
}

export const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
