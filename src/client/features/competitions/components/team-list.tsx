import type { Team, TeamReserve } from '@shared/schemas/competitions';
import { pairLines } from '../lib/team-pairs';

const RESERVE_STATE_WORDS: Record<TeamReserve['state'], string> = {
  waiting: '',
  offered: ' (offered a place)',
  declined: ' (declined)',
  lapsed: ' (did not answer in time)',
  playing: ' (now playing)',
};

/**
 * A team as the team sheet writes it: the pairs in order of play (a place left by a withdrawal shown open, and
 * to whom it is offered), then the reserves in order.
 */
export function TeamList({ team }: { team: Team }) {
  const lines = pairLines(team);
  return (
    <>
      {lines.length === 0 ? (
        <p>No pairs yet.</p>
      ) : (
        <ul className="team-list" aria-label="Pairs in order of play">
          {lines.map((l) =>
            l.kind === 'full' ? (
              <li key={l.pair}>
                <span className="team-list__place">Pair {l.pair}</span> {l.players[0].sheetName} &amp;{' '}
                {l.players[1].sheetName}
              </li>
            ) : (
              <li key={l.pair} className="team-list__open">
                <span className="team-list__place">Pair {l.pair}</span>{' '}
                {l.partner ? `${l.partner.sheetName} & a place open` : 'both places open'}
                {l.offeredTo ? `, offered to ${l.offeredTo.sheetName}` : ''}
              </li>
            ),
          )}
        </ul>
      )}
      {team.reserves.length > 0 && (
        <ul className="team-list" aria-label="Reserves in order">
          {team.reserves.map((r) => (
            <li key={r.memberId}>
              <span className="team-list__place">Reserve {r.order}</span> {r.sheetName}
              {RESERVE_STATE_WORDS[r.state]}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
