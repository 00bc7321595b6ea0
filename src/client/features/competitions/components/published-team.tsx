import type { Team } from '@shared/schemas/competitions';
import { formatTimestamp } from '@shared/dates';
import { pairLines } from '../lib/team-pairs';
import { TeamList } from './team-list';

export interface WithdrawnPlayer {
  memberId: number;
  name: string;
  pair: number;
}

/**
 * The team as published, for its captains: when, the pairs, the reserves and where each stands, the places waiting
 * for a reserve's answer, who has withdrawn; and Withdraw for each player (when he tells the captain rather than the
 * site), the first reserve then being offered his place.
 */
export function PublishedTeam({
  team,
  busy,
  onWithdraw,
}: {
  team: Team;
  busy: boolean;
  onWithdraw: (player: WithdrawnPlayer) => void;
}) {
  const players = pairLines(team).flatMap((l) =>
    l.kind === 'full'
      ? l.players.map((p) => ({ pair: l.pair, player: p }))
      : l.partner
        ? [{ pair: l.pair, player: l.partner }]
        : [],
  );
  return (
    <section aria-labelledby="captain-published" className="captain-part">
      <h2 id="captain-published" tabIndex={-1}>
        The team as published
      </h2>
      <p>Published on {formatTimestamp(team.publishedAt!)}.</p>
      <TeamList team={team} />
      {team.withdrawn.length > 0 && <p>Withdrawn: {team.withdrawn.map((w) => w.sheetName).join(', ')}.</p>}
      {team.status !== 'finished' && players.length > 0 && (
        <>
          <h3>A player cannot play</h3>
          <p>
            Withdraw him here when he tells you himself: the first reserve who has not declined is offered his
            place at once by e-mail.
          </p>
          <ul className="withdraw-list">
            {players.map(({ pair, player }) => (
              <li key={player.memberId}>
                <span>
                  Pair {pair}: {player.sheetName}
                </span>
                <button
                  type="button"
                  className="button button--warning button--small"
                  data-action="withdraw"
                  disabled={busy}
                  onClick={() => onWithdraw({ memberId: player.memberId, name: player.name, pair })}
                >
                  Withdraw<span className="visually-hidden"> {player.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
