import { HOLES, type Tee } from '@shared/golf/types';

/**
 * Tees for the demo courses: each course's pars as its card has them (the famous ones as played; the rest a
 * plausible card of the course's par), and stroke indexes laid out as most British cards lay them: the odd numbers
 * on the front nine and the even ones on the back, the long par 4s hardest and the short holes easiest. Two sets of
 * tees each: White (the medal tees) and Yellow (the society tees, about a shot and a half easier). Course Ratings
 * and Slopes are plausible for courses of their kind, not the clubs' published figures.
 */
type Card = [club: string, par: number[], whiteRating: number, whiteSlope: number];

const CARDS: Card[] = [
  ['Sunningdale Golf Club (Old Course)', [5, 4, 4, 3, 4, 4, 4, 3, 4, 4, 4, 4, 3, 5, 3, 4, 4, 4], 71.3, 132],
  ['Sunningdale Golf Club (New Course)', [4, 4, 4, 3, 5, 4, 3, 4, 4, 3, 4, 4, 4, 4, 3, 4, 4, 5], 71.6, 134],
  ['Wentworth Club (West Course)', [4, 3, 4, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 3, 4, 4, 5, 5], 74.6, 141],
  ['Swinley Forest Golf Club', [4, 4, 4, 4, 3, 4, 4, 3, 4, 4, 4, 3, 4, 4, 4, 4, 3, 5], 70.1, 128],
  ['Walton Heath Golf Club (Old Course)', [4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4], 73.4, 136],
  ['The Berkshire Golf Club (Red Course)', [5, 3, 4, 3, 5, 3, 4, 5, 4, 3, 4, 5, 4, 5, 4, 3, 5, 3], 72.1, 131],
  ["Royal St George's Golf Club", [4, 4, 3, 4, 4, 3, 5, 4, 4, 4, 3, 4, 4, 5, 4, 3, 4, 4], 73.9, 139],
  ['Rye Golf Club', [4, 4, 3, 4, 3, 4, 3, 4, 4, 4, 4, 4, 4, 3, 4, 4, 4, 4], 69.8, 127],
  ['Royal Cinque Ports Golf Club', [4, 4, 4, 3, 4, 4, 4, 3, 4, 4, 3, 4, 4, 4, 4, 4, 4, 5], 72.2, 133],
  ["Prince's Golf Club", [4, 4, 3, 5, 4, 4, 4, 3, 4, 4, 5, 4, 3, 4, 4, 5, 3, 4], 72.3, 130],
  ['West Sussex Golf Club', [4, 4, 4, 4, 3, 3, 4, 4, 4, 4, 4, 3, 4, 4, 3, 4, 4, 4], 68.9, 126],
  [
    'Royal Ashdown Forest Golf Club (Old Course)',
    [4, 5, 4, 3, 4, 4, 4, 5, 3, 4, 5, 4, 3, 5, 4, 3, 4, 4],
    72.4,
    133,
  ],
  ["St George's Hill Golf Club", [4, 4, 3, 4, 4, 4, 4, 3, 4, 4, 3, 4, 4, 4, 5, 4, 4, 4], 70.8, 131],
  ['Woking Golf Club', [4, 3, 4, 4, 5, 4, 4, 4, 3, 4, 4, 4, 3, 5, 4, 3, 4, 4], 70.4, 127],
  ['Worplesdon Golf Club', [4, 4, 4, 5, 3, 4, 3, 4, 4, 3, 4, 4, 4, 5, 4, 4, 4, 4], 71.1, 129],
  ['Hankley Common Golf Club', [4, 5, 4, 3, 4, 4, 3, 4, 4, 4, 4, 4, 3, 5, 4, 4, 4, 4], 71.8, 132],
  ['Liphook Golf Club', [3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 5, 3, 4, 4, 4, 4, 4], 70.2, 128],
  ['The Addington Golf Club', [3, 4, 4, 4, 3, 4, 4, 3, 5, 4, 3, 4, 5, 4, 3, 4, 4, 4], 69.4, 126],
  ['Tandridge Golf Club', [4, 4, 5, 3, 4, 4, 3, 4, 4, 4, 4, 3, 5, 4, 4, 3, 4, 4], 70.3, 125],
  ['The Dyke Golf Club', [4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 5, 3, 4, 4, 3, 5, 4], 71.9, 128],
];

/** How hard a hole usually plays for handicap golfers, to lay out the stroke indexes: long par 4s first. */
const DIFFICULTY = { 4: 3, 5: 2, 3: 1, 6: 2 } as Record<number, number>;

/**
 * Stroke indexes: within each nine the holes ranked by DIFFICULTY (ties broken by a fixed walk through the nine,
 * so two courses with the same pars still differ), the front nine taking the odd numbers and the back the even.
 */
export function strokeIndexes(par: readonly number[], walk: number): number[] {
  const si = Array<number>(HOLES).fill(0);
  for (const [start, first] of [
    [0, 1],
    [9, 2],
  ] as const) {
    const holes = Array.from({ length: 9 }, (_, i) => start + i);
    const order = (h: number) => ((h - start) * walk) % 9;
    holes.sort((a, b) => DIFFICULTY[par[b]] - DIFFICULTY[par[a]] || order(a) - order(b));
    holes.forEach((h, rank) => (si[h] = first + 2 * rank));
  }
  return si;
}

/** The demo courses' tees, by club: White and Yellow. */
export const DEMO_TEES: ReadonlyMap<string, Tee[]> = new Map(
  CARDS.map(([club, par, rating, slope], i) => {
    if (par.length !== HOLES) throw new Error(`${club}: ${par.length} holes`);
    const strokeIndex = strokeIndexes(par, [2, 4, 5, 7][i % 4]);
    const yellowRating = Math.round((rating - 1.6) * 10) / 10;
    return [
      club,
      [
        { name: 'White', par, strokeIndex, courseRating: rating, slope },
        { name: 'Yellow', par, strokeIndex, courseRating: yellowRating, slope: slope - 6 },
      ],
    ];
  }),
);
