import { formatHandicap, formatPlus } from '@shared/handicaps';
import type { FixtureScores, ScoredCardAnswer } from '@shared/schemas/fixture-scores';
import { fieldColumns } from '@/components/field-table';
import { LongWords } from '@/components/long-words';
import { PrizeWinners } from '@/components/prize-winners';
import { TableHead } from '@/components/table-head';
import { playerKey } from '../lib/card-form';

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
            <TableHead columns={fieldColumns(stableford)} />
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
          <PrizeWinners prizes={scores.prizes} none="no one yet" />
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
