import type { CompetitionPublic, Match, MatchValues } from '@shared/schemas/competitions';
import { endsTheRun, matchPairsProblem, type MatchResult } from '@shared/match-rules';
import { pairLine } from '@shared/team-names';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './competitions.repository';
import * as matches from './competition-matches.repository';
import type { CompetitionRow } from './competitions.repository';
import { COMPETITION_NOT_FOUND, captainedCompetition, statusOf } from './competitions.service';

type StoredPair = Match['pairs'][number];

const auditShape = ({ id: _id, ...m }: Match) => m;

/** A stored round as the API answers it. */
export const matchOf = (m: matches.MatchRow): Match => ({
  id: m.id,
  round: Number(m.round),
  date: m.date,
  opponent: m.opponent,
  pairs: JSON.parse(m.pairs) as StoredPair[],
  outcome: m.outcome as MatchResult,
  last: m.last === 1,
});

/** Each pair of the team as it stands, by its place in the order of play: 'J. R. H. Smith & P. A. Jones'. */
async function pairLines(db: Db, competitionId: number): Promise<Map<number, string>> {
  const places = await repo.placesOf(db, competitionId);
  const ids = places.map((p) => p.member_id).filter((id): id is number => id !== null);
  const members = new Map((await repo.membersByIds(db, ids)).map((m) => [m.id, m]));
  const lines = new Map<number, string>();
  for (const index of new Set(places.map((p) => p.pair_index))) {
    const pair = places
      .filter((p) => p.pair_index === index)
      .map((p) => (p.member_id === null ? undefined : members.get(p.member_id)))
      .filter((m) => m !== undefined)
      .map((m) => ({ firstName: m.first_name, lastName: m.last_name, initials: m.initials }));
    if (pair.length === 2) lines.set(index, pairLine(pair[0], pair[1]));
  }
  return lines;
}

async function publicOf(db: Db, row: CompetitionRow): Promise<CompetitionPublic> {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    status: statusOf(row),
    matches: (await matches.matchesOf(db, row.id)).map(matchOf),
  };
}

/**
 * POST /api/competitions/{id}/matches (a captain, or an administrator): one round's result, the pairs named as they
 * stand in the team. The same round again replaces it (audited before and after). The competition is finished
 * while one of its rounds ended the side's run (lost, or its last match), and no longer once none does.
 */
export async function recordMatch(
  deps: Deps,
  actor: SignedInMember,
  id: number,
  body: MatchValues,
): Promise<CompetitionPublic> {
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockCompetition(trx, deps.dialect, id);
    const row = await captainedCompetition(trx, actor, id);
    const problem = matchPairsProblem(
      body.pairs.map((p) => p.pairIndex),
      row.pairs,
    );
    if (problem) throw fieldErrors({ pairs: [problem] });
    const lines = await pairLines(trx, row.id);
    const pairs: StoredPair[] = [...body.pairs]
      .sort((a, b) => a.pairIndex - b.pairIndex)
      .map((p) => ({ ...p, players: lines.get(p.pairIndex) ?? '' }));
    const values: matches.MatchColumns = {
      round: String(body.round),
      date: body.date,
      opponent: body.opponent,
      pairs: JSON.stringify(pairs),
      outcome: body.outcome,
      last: endsTheRun(body.outcome, body.last) ? 1 : 0,
    };
    const at = nowIso();
    const before = (await matches.matchesOf(trx, row.id)).find((m) => m.round === values.round);
    await matches.saveMatch(trx, row.id, values, at);
    const finished = (await matches.matchesOf(trx, row.id)).some((m) => m.last === 1);
    if (finished !== (row.finished_at !== null))
      await repo.setCompetitionStamp(trx, row.id, 'finished_at', finished ? at : null);
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        action: 'competition.match',
        entity: 'competition',
        entityId: row.id,
        before: before ? auditShape(matchOf(before)) : undefined,
        after: auditShape({ ...body, id: 0, pairs, last: values.last === 1 }),
      },
      at,
    );
    return publicOf(trx, (await repo.findCompetition(trx, row.id))!);
  });
}

/** GET /api/competitions/{id}/public: a published competition's rounds for everyone; 404 for any other. */
export async function publicCompetition(db: Db, id: number): Promise<CompetitionPublic> {
  const row = await repo.findCompetition(db, id);
  if (!row || !row.published_at) throw notFound(COMPETITION_NOT_FOUND);
  return publicOf(db, row);
}
