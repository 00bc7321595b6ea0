import type { Team } from '@shared/schemas/competitions';
import { formatTimestamp } from '@shared/dates';
import { TeamList } from './team-list';

/**
 * The team as published, for its captains: the pairs, the reserves and where each stands, the places waiting for
 * a reserve's answer, who has withdrawn; and Withdraw for each player (when he tells the captain rather than the
 * site), the first reserve then being offered his place.
 */
export function PublishedTeam({
  team,
  busy,
  teamSheet,
  onWithdraw,
}: {
  team: Team;
  busy: boolean;
  teamSheet: string;
  onWithdraw: (player: { memberId: number; name: string; pair: number }) => void;
}) {
  return (
    <section aria-labelledby="captain-published" className="captain-part">
      <h2 id="captain-published" tabIndex={-1}>
        The team as published
      </h2>
      <p>Published on {formatTimestamp(team.publishedAt!)}.</p>
      <TeamList team={team} />
      {team.withdrawn.length > 0 && <p>Withdrawn: {team.withdrawn.map((w) => w.sheetName).join(', ')}.</p>}
      {team.status !== 'finished' && team.pairs.length > 0 && (
        <>
          <h3>A player cannot play</h3>
          <p>
            Withdraw him here when he tells you himself: the first reserve who has not declined is offered his
            place at once by e-mail.
          </p>
          <ul className="withdraw-list">
            {team.pairs.flatMap((pair, i) =>
              pair.map((p) => (
                <li key={p.memberId}>
                  <span>
                    Pair {i + 1}: {p.sheetName}
                  </span>
                  <button
                    type="button"
                    className="button button--warning button--small"
                    data-action="withdraw"
                    disabled={busy}
                    onClick={() => onWithdraw({ memberId: p.memberId, name: p.name, pair: i + 1 })}
                  >
                    Withdraw<span className="visually-hidden"> {p.name}</span>
                  </button>
                </li>
              )),
            )}
          </ul>
        </>
      )}
      <p>
        <a href={teamSheet} className="button button--secondary" target="_blank" rel="noopener">
          Print the team sheet
        </a>
      </p>
    </section>
  );
}
