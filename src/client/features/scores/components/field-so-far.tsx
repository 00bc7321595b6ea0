import { formatHandicap } from '@shared/handicaps';
import type { FixtureScores, ScoredCardAnswer } from '@shared/schemas/fixture-scores';
import { LongWords } from '@/components/long-words';
import { formatPlus, playerKey } from '../lib/card-form';

/**
 * The cards entered so far, best first, with their places (ties settled by countback as the results will print
 * them), each with Edit (back into the form above, to correct it) and Take off (a card typed for the wrong player).
 * Then the prizes as they stand, and who is still to come in.
 */
export function FieldSoFar({
  scores,
  busy,
  onEdit,
  onTakeOff,
}: {
  scores: FixtureScores;
  busy: boolean;
  onEdit: (card: ScoredCardAnswer) => void;
  onTakeOff: (card: ScoredCardAnswer) => void;
}) {
  const stableford = scores.scoring?.format !== 'medal';
  const rows = scores.cards.map((c) => ({ ...c, id: playerKey(c) }));
  const waiting = scores.entrants.filter((e) => !e.hasCard);
  return (
    <>
      <section aria-labelledby="field-heading" className="cards__section">
        <h2 id="field-heading" tabIndex={-1}>
          The field so far
        </h2>
        {rows.length === 0 ? (
          <p className="admin-empty">No cards have been entered yet.</p>
        ) : (
          <table className="table field-table">
            <caption>{`${rows.length} ${rows.length === 1 ? 'card' : 'cards'} entered, best first`}</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Player</th>
                <th scope="col" className="field-table__score">
                  {stableford ? 'Points' : 'Net'}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td>{c.positionText}</td>
                  <td>
                    <LongWords text={c.name} />
                    {c.guestName !== null && <span className="field-table__note"> (guest)</span>}{' '}
                    <span className="field-table__handicaps">
                      Index {formatHandicap(c.handicapIndex)}, playing {formatPlus(c.playingHandicap)}, gross{' '}
                      {c.gross ?? 'no return'}
                    </span>
                    <span className="button-group button-group--tight field-table__actions">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Edit ${c.name}'s card`}
                        onClick={() => onEdit(c)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Take ${c.name}'s card off`}
                        disabled={busy}
                        onClick={() => onTakeOff(c)}
                      >
                        Take off
                      </button>
                    </span>
                  </td>
                  <td className="field-table__score">{c.scoreText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {scores.prizes.length > 0 && (
        <section aria-labelledby="prizes-heading" className="cards__section">
          <h2 id="prizes-heading">The prizes as they stand</h2>
          <ul className="cards__prizes">
            {scores.prizes.map((p) => (
              <li key={p.event}>
                <strong>{p.event}</strong>
                {p.winners.length === 0 ? (
                  <span className="cards__prize-none">no one yet</span>
                ) : (
                  <ul className="cards__winners">
                    {p.winners.map((w) => (
                      <li key={`${w.positionText}-${w.name}`}>
                        {w.positionText} <LongWords text={w.name} />,{' '}
                        <span className="no-break">{w.scoreText}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {scores.entrants.length > 0 && (
        <section aria-labelledby="waiting-heading" className="cards__section">
          <h2 id="waiting-heading">Still to come in</h2>
          {waiting.length === 0 ? (
            <p>Every player on the list has a card in.</p>
          ) : (
            <ul className="cards__waiting">
              {waiting.map((e) => (
                <li key={playerKey(e)}>
                  {e.name}
                  {e.guestOf && <span className="cards__guest-of"> (guest of {e.guestOf})</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
