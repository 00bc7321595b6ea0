import type { Team } from '@shared/schemas/competitions';
import { formatTimestamp } from '@shared/dates';
import { TeamList } from './team-list';

/**
 * The team as published, for its captains: when, the pairs, the reserves and where each stands, the places waiting
 * for a reserve's answer, and who has withdrawn.
 */
export function PublishedTeam({ team }: { team: Team }) {
  return (
    <section aria-labelledby="captain-published" className="captain-part">
      <h2 id="captain-published" tabIndex={-1}>
        The team as published
      </h2>
      <p>Published on {formatTimestamp(team.publishedAt!)}.</p>
      <TeamList team={team} />
      {team.withdrawn.length > 0 && <p>Withdrawn: {team.withdrawn.map((w) => w.sheetName).join(', ')}.</p>}
    </section>
  );
}
