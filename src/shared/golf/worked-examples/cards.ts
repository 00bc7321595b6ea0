import type { Card, HoleScores, Player } from '../types';

// Players and cards for the golf rules' worked examples.

export const member = (memberId: number, name: string, yearLeft: number | null = 1975): Player => ({
  kind: 'member',
  memberId,
  name,
  yearLeft,
});
export const guest = (name: string): Player => ({ kind: 'guest', name });

export const card = (player: Player, handicapIndex: number, holes: HoleScores): Card => ({
  player,
  handicapIndex,
  holes,
});

/** Scores for the whole round: `level(4)` is a 4 on every hole. */
export const level = (strokes: number): number[] => Array(18).fill(strokes);

/** A front nine and a back nine, nine scores each. */
export function nines(out: readonly number[], back: readonly number[]): number[];
export function nines(out: readonly (number | null)[], back: readonly (number | null)[]): (number | null)[];
export function nines(out: readonly (number | null)[], back: readonly (number | null)[]) {
  return [...out, ...back];
}
