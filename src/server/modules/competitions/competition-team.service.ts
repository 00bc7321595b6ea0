import type { Team, TeamPlayer, TeamReserve } from '@shared/schemas/competitions';
import { sheetName } from '@shared/team-names';
import { teamProblem, type ReserveState } from '@shared/team-rules';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { fieldErrors, forbidden, formError } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './competitions.repository';
import type { CompetitionRow, MemberRow } from './competitions.repository';
import { FINISHED } from './competition-availability.service';
import {
  captainedCompetition,
  findCompetitionOr404,
  fullName,
  isCaptain,
  mayPlay,
  statusOf,
} from './competitions.service';

export const TEAM_NOT_PUBLISHED = 'The team has not been published yet';

const playerOf = (m: MemberRow): TeamPlayer => ({
  memberId: m.id,
  name: fullName(m),
  sheetName: sheetName({ firstName: m.first_name, lastName: m.last_name, initials: m.initials }),
  handicap: m.handicap,
});

/** The team as it stands: pairs in order of play, reserves in order, withdrawals, and places waiting for a reserve. */
export async function teamOf(db: Db, row: CompetitionRow): Promise<Team> {
  const places = await repo.placesOf(db, row.id);
  const reserves = await repo.reservesOf(db, row.id);
  const withdrawals = await repo.withdrawalsOf(db, row.id);
  const ids = [
    ...places.map((p) => p.member_id),
    ...reserves.map((r) => r.member_id),
    ...withdrawals.map((w) => w.member_id),
  ].filter((id): id is number => id !== null);
  const members = new Map((await repo.membersByIds(db, [...new Set(ids)])).map((m) => [m.id, m]));
  const player = (id: number | null) => (id !== null && members.has(id) ? playerOf(members.get(id)!) : null);
  const pairs: Team['pairs'] = [];
  const openPlaces: Team['openPlaces'] = [];
  const byPair = new Map<number, typeof places>();
  for (const p of places) byPair.set(p.pair_index, [...(byPair.get(p.pair_index) ?? []), p]);
  for (const [pairIndex, pair] of [...byPair.entries()].sort((a, b) => a[0] - b[0])) {
    const [a, b] = pair.map((p) => player(p.member_id));
    for (const p of pair) {
      if (p.member_id === null) {
        const offered = reserves.find((r) => r.offered_place_id === p.id && r.state === 'offered');
        const other = pair.find((q) => q.id !== p.id);
        openPlaces.push({
          pair: pairIndex,
          offeredTo: offered ? player(offered.member_id) : null,
          partner: player(other?.member_id ?? null),
        });
      }
    }
    if (a && b) pairs.push([a, b]);
  }
  const reserveRows: TeamReserve[] = reserves
    .filter((r) => members.has(r.member_id))
    .map((r) => ({
      ...playerOf(members.get(r.member_id)!),
      order: r.reserve_order,
      state: r.state as ReserveState,
      offerExpiresAt: r.state === 'offered' ? r.offer_expires_at : null,
    }));
  return {
    competitionId: row.id,
    status: statusOf(row),
    publishedAt: row.published_at,
    pairs,
    reserves: reserveRows,
    withdrawn: withdrawals.map((w) => player(w.member_id)).filter((p): p is TeamPlayer => p !== null),
    openPlaces,
  };
}

/** GET /api/competitions/{id}/team: the captains and administrators always; other members once it is published. */
export async function getTeam(db: Db, actor: SignedInMember, id: number): Promise<Team> {
  const row = await findCompetitionOr404(db, id);
  if (!row.published_at && !actor.isAdmin && !(await isCaptain(db, actor.id, row)))
    throw forbidden(TEAM_NOT_PUBLISHED);
  return teamOf(db, row);
}

/**
 * POST /api/competitions/{id}/team: the captain's pairs in order of play and reserves in order. Refused with 400
 * naming the player (same player twice, not eligible, a reserve also in a pair) or the number of pairs.
 */
export async function saveTeam(
  deps: Deps,
  actor: SignedInMember,
  id: number,
  team: { pairs: [number, number][]; reserves: number[] },
): Promise<Team> {
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockCompetition(trx, deps.dialect, id);
    const row = await captainedCompetition(trx, actor, id);
    if (row.finished_at) throw formError(FINISHED(row.name));
    const ids = [...new Set([...team.pairs.flat(), ...team.reserves])];
    const members = await repo.membersByIds(trx, ids);
    const candidates = new Map(
      members.map((m) => [m.id, { memberId: m.id, name: fullName(m), eligible: mayPlay(m, row) }]),
    );
    const problem = teamProblem(team, row, candidates);
    if (problem) throw fieldErrors({ [problem.field]: [problem.message] });
    const at = nowIso();
    await repo.replaceTeam(trx, row.id, team.pairs, team.reserves);
    await repo.setCompetitionStamp(trx, row.id, 'team_saved_at', at);
    await recordAudit(
      trx,
      { actorId: actor.id, action: 'competition.team', entity: 'competition', entityId: row.id, after: team },
      at,
    );
    return teamOf(trx, (await repo.findCompetition(trx, row.id))!);
  });
}
