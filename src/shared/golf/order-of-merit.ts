import { placeText } from './ordinals';
import type { Card, RankedCard } from './types';

/** A member's place in one published fixture; null for a medal no return (an event played, no points). */
export interface MeritEntry {
  memberId: number;
  name: string;
  position: number | null;
}

/** One published fixture, in the order of the year (earliest first). */
export interface MeritFixture {
  fixtureId: number;
  field: readonly MeritEntry[];
}

/** The order of merit's rules, as the administrator sets them for a year. */
export interface MeritRules {
  /** Points for 1st, 2nd, …; a place beyond the table scores 0. */
  points: readonly number[];
  /** How many of a member's best results count; null: every one. */
  bestOf: number | null;
  /** Events a member must play to be placed. */
  minEvents: number;
  /** Only members who have paid the year's subscription take part. */
  paidUpOnly: boolean;
}

export interface MeritRow {
  /** Shared when level on points (1, 1, 3); null for a member short of the events needed. */
  position: number | null;
  /** '1st', '=1st'; '' when not placed. */
  positionText: string;
  memberId: number;
  name: string;
  points: number;
  events: number;
  /** The results that count (the best `bestOf`), in the order of the year. */
  counted: { fixtureId: number; points: number }[];
}

/** A fixture's members for the order of merit, from its placed field (guests are left out). */
export function meritField<C extends Card>(ranked: readonly RankedCard<C>[]): MeritEntry[] {
  return ranked.flatMap((r) =>
    r.card.player.kind === 'member'
      ? [{ memberId: r.card.player.memberId, name: r.card.player.name, position: r.position }]
      : [],
  );
}

/** A place among the members taking part: 1 + those placed strictly above (null stays null). */
const placeAmong = (taking: readonly MeritEntry[], position: number | null) =>
  position === null ? null : 1 + taking.filter((o) => o.position !== null && o.position < position).length;

/**
 * The order of merit. In each fixture, the members taking part are placed among themselves: a member's position is
 * 1 + the number of those members placed strictly above them, so guests (and, with `paidUpOnly`, members not paid
 * up) push nobody down, and players who shared a place still share it. A place earns the table's points for it;
 * players sharing a place each earn that place's points. A member's best `bestOf` results count (on equal points
 * the earlier fixture); members level on points share the position; members short of `minEvents` are listed after,
 * without a position.
 */
export function orderOfMerit(
  fixtures: readonly MeritFixture[],
  rules: MeritRules,
  paidUp: ReadonlySet<number>,
): MeritRow[] {
  const results = new Map<number, { name: string; scores: { fixtureId: number; points: number }[] }>();
  for (const fixture of fixtures) {
    const taking = fixture.field.filter((e) => !rules.paidUpOnly || paidUp.has(e.memberId));
    for (const entry of taking) {
      const position = placeAmong(taking, entry.position);
      const points = position === null ? 0 : (rules.points[position - 1] ?? 0);
      const member = results.get(entry.memberId) ?? { name: entry.name, scores: [] };
      member.name = entry.name; // the latest fixture's spelling
      member.scores.push({ fixtureId: fixture.fixtureId, points });
      results.set(entry.memberId, member);
    }
  }

  const rows = [...results].map(([memberId, { name, scores }]) => {
    const best = [...scores].sort((a, b) => b.points - a.points).slice(0, rules.bestOf ?? scores.length);
    const counted = scores.filter((s) => best.includes(s));
    return {
      memberId,
      name,
      events: scores.length,
      counted,
      points: counted.reduce((t, s) => t + s.points, 0),
    };
  });
  rows.sort(
    (a, b) =>
      Number(b.events >= rules.minEvents) - Number(a.events >= rules.minEvents) ||
      b.points - a.points ||
      a.name.localeCompare(b.name, 'en-GB'),
  );

  const placed = rows.filter((r) => r.events >= rules.minEvents);
  return rows.map((row) => {
    if (row.events < rules.minEvents) return { ...row, position: null, positionText: '' };
    const position = 1 + placed.filter((o) => o.points > row.points).length;
    const shared = placed.filter((o) => o.points === row.points).length > 1;
    return { ...row, position, positionText: placeText(position, shared) };
  });
}
