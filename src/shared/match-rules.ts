// The rules of a knockout round's result (DESIGN.md 'Scratch teams', Match results), as pure functions shared by
// the server and the captain's form.

export type MatchResult = 'won' | 'lost' | 'halved';

const ORDINAL_SUFFIX = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');

/**
 * A margin as written on a card: '3 & 2' and '3&2' are '3&2', '1 UP' is '1 up', '2 hole' is '2 holes', '19TH' is
 * '19th'. Anything else comes back trimmed, spaces single.
 */
export function normaliseMargin(raw: string): string {
  const s = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  const ampersand = /^(\d{1,2}) ?& ?(\d{1,2})$/.exec(s);
  if (ampersand) return `${Number(ampersand[1])}&${Number(ampersand[2])}`;
  const up = /^(\d{1,2}) ?up$/.exec(s);
  if (up) return `${Number(up[1])} up`;
  const holes = /^(\d{1,2}) holes?$/.exec(s);
  if (holes) return `${Number(holes[1])} ${Number(holes[1]) === 1 ? 'hole' : 'holes'}`;
  const extra = /^(?:at the )?(\d{2}) ?(st|nd|rd|th)$/.exec(s);
  if (extra) return `${Number(extra[1])}${extra[2]}`;
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * Whether a normalised margin can end an 18-hole match: 'N&M' (N up with M to play: M from 1 to 8 and N one or two
 * more, as a match ends the moment the lead is more than the holes left), '1 up' or '2 up' (on the last green),
 * '1 hole' or '2 holes' (the same, in other words), or an extra hole ('19th' to '27th').
 */
export function isMatchMargin(margin: string): boolean {
  const ampersand = /^(\d+)&(\d+)$/.exec(margin);
  if (ampersand) {
    const [lead, left] = [Number(ampersand[1]), Number(ampersand[2])];
    return left >= 1 && left <= 8 && (lead === left + 1 || lead === left + 2);
  }
  if (/^[12] up$/.test(margin) || /^(1 hole|2 holes)$/.test(margin)) return true;
  const extra = /^(\d+)(st|nd|rd|th)$/.exec(margin);
  if (extra) {
    const hole = Number(extra[1]);
    return hole >= 19 && hole <= 27 && extra[2] === ORDINAL_SUFFIX(hole);
  }
  return false;
}

export const MARGIN_EXAMPLES = '3&2, 1 up, 2 holes or 19th';

/** What is wrong with a pair's margin for its result, or null: a won or lost match has one; a halved one has none. */
export function marginProblem(result: MatchResult, margin: string | null): string | null {
  const m = margin === null ? '' : normaliseMargin(margin);
  if (result === 'halved') return m ? 'A halved match has no margin' : null;
  if (!m) return `Enter the margin, such as ${MARGIN_EXAMPLES}`;
  if (!isMatchMargin(m)) return `${m} is not a margin; write it as ${MARGIN_EXAMPLES}`;
  return null;
}

/**
 * What is wrong with the pairs of a round, or null: each pair at most once, and (with `pairsInCompetition`) each
 * pair one of the competition's. The message names the pair.
 */
export function matchPairsProblem(pairIndexes: number[], pairsInCompetition?: number): string | null {
  const seen = new Set<number>();
  for (const index of pairIndexes) {
    if (pairsInCompetition !== undefined && (index < 1 || index > pairsInCompetition))
      return `Pair ${index} is not one of the ${pairsInCompetition} ${pairsInCompetition === 1 ? 'pair' : 'pairs'}`;
    if (seen.has(index)) return `Pair ${index} is there twice`;
    seen.add(index);
  }
  return null;
}

/** Whether a round ends the side's run: it lost, or the captain says it was its last match (the final). */
export const endsTheRun = (outcome: MatchResult, last: boolean) => outcome === 'lost' || last;

/** A side's points from its pairs ('2½'): one a pair won, a half a pair halved. */
export function matchPoints(results: MatchResult[], side: 'us' | 'them'): string {
  const win = side === 'us' ? 'won' : 'lost';
  const halves = results.filter((r) => r === 'halved').length;
  const whole = results.filter((r) => r === win).length + Math.floor(halves / 2);
  if (halves % 2 === 0) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}
