import type { Db } from '../../db/database';

/** What each member was last e-mailed of the competition's published team (migration 0030), by member. */
export async function teamToldOf(db: Db, competitionId: number): Promise<Map<number, string | null>> {
  const rows = await db
    .selectFrom('competition_availability')
    .select(['member_id', 'team_told'])
    .where('competition_id', '=', competitionId)
    .execute();
  return new Map(rows.map((r) => [r.member_id, r.team_told]));
}

/** Notes what the member has been told (his row is made if he never answered the poll: the captain chose him). */
export async function setTeamTold(db: Db, competitionId: number, memberId: number, told: string) {
  await db
    .insertInto('competition_availability')
    .values({ competition_id: competitionId, member_id: memberId, team_told: told })
    .onConflict((oc) => oc.columns(['competition_id', 'member_id']).doUpdateSet({ team_told: told }))
    .execute();
}
