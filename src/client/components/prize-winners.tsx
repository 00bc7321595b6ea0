import type { PublishedField } from '@shared/schemas/fixture-scores';
import { LongWords } from './long-words';
import './prize-winners.css';

/** A fixture's prizes from the cards, each with its winners in place order, or `none` where it has none. */
export function PrizeWinners({ prizes, none }: { prizes: PublishedField['prizes']; none: string }) {
  return (
    <ul className="prize-winners">
      {prizes.map((p) => (
        <li key={p.event}>
          <strong>
            <LongWords text={p.event} />
          </strong>
          {p.winners.length === 0 ? (
            <span className="prize-winners__none">{none}</span>
          ) : (
            <ul className="prize-winners__winners">
              {p.winners.map((w) => (
                <li key={`${w.positionText} ${w.name}`}>
                  {w.positionText} <LongWords text={w.name} />,{' '}
                  <span className="no-break">{w.scoreText}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
