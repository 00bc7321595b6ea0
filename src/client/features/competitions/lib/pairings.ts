/**
 * The captain's side as the pairings builder holds it: the pairs in order of play (each two seats, a member's id
 * or null while empty) and the reserves in order. Every change is a pure function of the side, so the screen
 * keeps one state and the rules are tested here: a member sits in one seat only (choosing him for another seat
 * moves him there), and pairs and reserves move up and down one place at a time.
 */
export type Seat = number | null;
export interface Side {
  pairs: [Seat, Seat][];
  reserves: Seat[];
}

/** Where a seat is: a pair's first or second player, or a reserve's place. */
export type SeatAt = { kind: 'pair'; index: number; seat: 0 | 1 } | { kind: 'reserve'; index: number };

/** The saved side (or none yet) laid out in the competition's number of pairs and reserves wanted. */
export function sideFrom(
  saved: { pairs: number[][]; reserves: number[] } | null,
  pairCount: number,
  reservesWanted: number,
): Side {
  const pairs = Array.from({ length: pairCount }, (_, i): [Seat, Seat] => {
    const p = saved?.pairs[i];
    return [p?.[0] ?? null, p?.[1] ?? null];
  });
  const reserves: Seat[] = [...(saved?.reserves ?? [])];
  while (reserves.length < reservesWanted) reserves.push(null);
  return { pairs, reserves };
}

/** Everyone in the side, in order: the pairs' players, then the reserves. */
export const membersIn = (side: Side): number[] =>
  [...side.pairs.flat(), ...side.reserves].filter((m): m is number => m !== null);

const clearMember = (side: Side, memberId: number): Side => ({
  pairs: side.pairs.map((p) => p.map((m) => (m === memberId ? null : m)) as [Seat, Seat]),
  reserves: side.reserves.map((m) => (m === memberId ? null : m)),
});

/** Puts a member in a seat (or empties it with null); a member already elsewhere in the side leaves that seat. */
export function seat(side: Side, at: SeatAt, memberId: Seat): Side {
  const next = memberId === null ? side : clearMember(side, memberId);
  if (at.kind === 'pair')
    return {
      ...next,
      pairs: next.pairs.map((p, i) =>
        i === at.index ? (p.map((m, s) => (s === at.seat ? memberId : m)) as [Seat, Seat]) : p,
      ),
    };
  return { ...next, reserves: next.reserves.map((m, i) => (i === at.index ? memberId : m)) };
}

function swap<T>(list: T[], index: number, direction: 'up' | 'down'): T[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[other]] = [copy[other], copy[index]];
  return copy;
}

/** A pair one place earlier or later in the order of play. */
export const movePair = (side: Side, index: number, direction: 'up' | 'down'): Side => ({
  ...side,
  pairs: swap(side.pairs, index, direction),
});

/** A reserve one place earlier or later among the reserves. */
export const moveReserve = (side: Side, index: number, direction: 'up' | 'down'): Side => ({
  ...side,
  reserves: swap(side.reserves, index, direction),
});

/** One more reserve's place, at the end. */
export const addReserve = (side: Side): Side => ({ ...side, reserves: [...side.reserves, null] });

/** What the server is sent, or the first thing the captain must put right, in words naming the pair. */
export function teamBody(
  side: Side,
): { ok: true; body: { pairs: [number, number][]; reserves: number[] } } | { ok: false; problem: string } {
  const half = side.pairs.findIndex((p) => (p[0] === null) !== (p[1] === null));
  if (half >= 0) return { ok: false, problem: `Pair ${half + 1} has only one player: choose his partner` };
  const filled = side.pairs.map((p, i) => ({ p, i })).filter(({ p }) => p[0] !== null);
  const gap = filled.findIndex(({ i }, n) => i !== n);
  if (gap >= 0)
    return {
      ok: false,
      problem: `Pair ${gap + 1} is empty but pair ${filled[gap].i + 1} is not: move the pairs up`,
    };
  return {
    ok: true,
    body: {
      pairs: filled.map(({ p }) => [p[0]!, p[1]!]),
      reserves: side.reserves.filter((m): m is number => m !== null),
    },
  };
}

/** Whether two sides hold the same players in the same places. */
export const sameSide = (a: Side, b: Side) => JSON.stringify(teamOrder(a)) === JSON.stringify(teamOrder(b));
function teamOrder(side: Side) {
  const pairs = [...side.pairs];
  while (pairs.length && pairs[pairs.length - 1].every((m) => m === null)) pairs.pop();
  return { pairs, reserves: side.reserves.filter((m) => m !== null) };
}
