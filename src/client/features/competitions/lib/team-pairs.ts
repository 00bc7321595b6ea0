import type { Team, TeamPlayer } from '@shared/schemas/competitions';

/** One line of a published team: a full pair, or a place open in a pair (its partner, and who is offered it). */
export type PairLine =
  | { pair: number; kind: 'full'; players: [TeamPlayer, TeamPlayer] }
  | { pair: number; kind: 'open'; partner: TeamPlayer | null; offeredTo: TeamPlayer | null };

/**
 * The team's pairs in order of play with their numbers. `team.pairs` holds only the full pairs: a pair with an open
 * place is in `openPlaces` instead, so the full pairs are numbered around those.
 */
export function pairLines(team: Team): PairLine[] {
  const open = new Set(team.openPlaces.map((o) => o.pair));
  const lines: PairLine[] = [];
  let number = 0;
  for (const players of team.pairs) {
    number += 1;
    while (open.has(number)) number += 1;
    lines.push({ pair: number, kind: 'full', players });
  }
  const seen = new Set<number>();
  for (const o of team.openPlaces) {
    // Both places of a pair open: one line, naming the offers.
    if (seen.has(o.pair)) continue;
    seen.add(o.pair);
    const offers = team.openPlaces.filter((x) => x.pair === o.pair);
    lines.push({
      pair: o.pair,
      kind: 'open',
      partner: o.partner,
      offeredTo: offers.find((x) => x.offeredTo)?.offeredTo ?? null,
    });
  }
  return lines.sort((a, b) => a.pair - b.pair);
}

/** The member's pair number in the team, or null when he has no place in it. */
export function pairNumberOf(team: Team, memberId: number | null): number | null {
  const line = pairLines(team).find((l) =>
    l.kind === 'full' ? l.players.some((m) => m.memberId === memberId) : l.partner?.memberId === memberId,
  );
  return line?.pair ?? null;
}
