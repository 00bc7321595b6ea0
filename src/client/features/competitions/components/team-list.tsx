import type { Team, TeamReserve } from '@shared/schemas/competitions';

const RESERVE_STATE_WORDS: Record<TeamReserve['state'], string> = {
  waiting: '',
  offered: ' (offered a place)',
  declined: ' (declined)',
  lapsed: ' (did not answer in time)',
  playing: ' (now playing)',
};

/** A team as the team sheet writes it: the pairs in order of play, then the reserves in order. */
export function TeamList({ team }: { team: Team }) {
  return (
    <>
      {team.pairs.length === 0 ? (
        <p>No pairs yet.</p>
      ) : (
        <ul className="team-list" aria-label="Pairs in order of play">
          {team.pairs.map(([a, b], i) => (
            <li key={`${a.memberId}-${b.memberId}`}>
              <span className="team-list__place">Pair {i + 1}</span> {a.sheetName} &amp; {b.sheetName}
            </li>
          ))}
          {team.openPlaces.map((o) => (
            <li key={`open-${o.pair}`} className="team-list__open">
              <span className="team-list__place">Pair {o.pair}</span> a place is open
              {o.offeredTo ? `, offered to ${o.offeredTo.sheetName}` : ''}
            </li>
          ))}
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
