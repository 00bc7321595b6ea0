// How a handicap is written, without Zod: member search's results, the players' lists and the start sheet show
// handicaps and validate nothing, so their code must not load the member fields' schemas (decision 0015).

/** The stored handicap as golfers write it: 10.2, 12.0, +1.4 (empty for none). */
export const formatHandicap = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : n < 0 ? `+${(-n).toFixed(1)}` : n.toFixed(1);

/** A whole (course or playing) handicap as golfers say it: +2 for a plus handicap (stored as -2). */
export const formatPlus = (n: number) => (n < 0 ? `+${-n}` : String(n));
