// The rules of a scratch team (DESIGN.md 'Scratch teams'), as pure functions shared by the server and the screens.

export type ReserveState = 'waiting' | 'offered' | 'declined' | 'lapsed' | 'playing';
export type CompetitionStatus = 'polling' | 'selected' | 'published' | 'finished';

/** Who may play: everyone, or those who left school by a year (an over-50s side). */
export function isEligible(yearLeft: number | null, eligibility: { leftSchoolBy: number } | null): boolean {
  if (!eligibility) return true;
  return yearLeft !== null && yearLeft <= eligibility.leftSchoolBy;
}

export interface TeamCandidate {
  memberId: number;
  name: string;
  eligible: boolean;
}

/** A team refused: the field the form shows it on, the words (naming the player) and the player. */
export interface TeamProblem {
  field: 'pairs' | 'reserves';
  message: string;
  memberId: number | null;
}

/**
 * The first thing wrong with a team, or null. `members` holds every member the team names that exists; one
 * missing is 'not a member'. The order: too many pairs, then each player in order of play, then each reserve.
 */
export function teamProblem(
  team: { pairs: [number, number][]; reserves: number[] },
  competition: { name: string; pairs: number },
  members: Map<number, TeamCandidate>,
): TeamProblem | null {
  if (team.pairs.length > competition.pairs) {
    return {
      field: 'pairs',
      message: `The ${competition.name} has ${competition.pairs} pair${competition.pairs === 1 ? '' : 's'}; this team has ${team.pairs.length}`,
      memberId: null,
    };
  }
  const name = (id: number) => members.get(id)?.name ?? `Member ${id}`;
  const playing = new Set<number>();
  const check = (id: number, field: TeamProblem['field']): TeamProblem | null => {
    const m = members.get(id);
    if (!m) return { field, message: `Member ${id} is not a member of the society`, memberId: id };
    if (!m.eligible)
      return { field, message: `${m.name} may not play in the ${competition.name}`, memberId: id };
    return null;
  };
  for (const pair of team.pairs) {
    for (const id of pair) {
      const problem = check(id, 'pairs');
      if (problem) return problem;
      if (playing.has(id)) {
        return { field: 'pairs', message: `${name(id)} is in the team twice`, memberId: id };
      }
      playing.add(id);
    }
  }
  const reserves = new Set<number>();
  for (const id of team.reserves) {
    const problem = check(id, 'reserves');
    if (problem) return problem;
    if (playing.has(id)) {
      return { field: 'reserves', message: `${name(id)} is a reserve and also in a pair`, memberId: id };
    }
    if (reserves.has(id)) {
      return { field: 'reserves', message: `${name(id)} is a reserve twice`, memberId: id };
    }
    reserves.add(id);
  }
  return null;
}

/** The reserve to offer a free place next: the first in order still waiting his turn, or null. */
export function nextReserve<R extends { order: number; state: ReserveState }>(reserves: R[]): R | null {
  return [...reserves].sort((a, b) => a.order - b.order).find((r) => r.state === 'waiting') ?? null;
}

/** When an offer made at `offeredAt` (ISO) lapses. */
export function offerExpiresAt(offeredAt: string, offerHours: number): string {
  return new Date(Date.parse(offeredAt) + offerHours * 3_600_000).toISOString();
}

/** Where a competition stands, from what has happened to it. */
export function competitionStatus(c: {
  teamSaved: boolean;
  publishedAt: string | null;
  finished: boolean;
}): CompetitionStatus {
  if (c.finished) return 'finished';
  if (c.publishedAt) return 'published';
  if (c.teamSaved) return 'selected';
  return 'polling';
}

/** '1st', '2nd', '3rd', '4th' … for the players' and reserves' e-mails. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
