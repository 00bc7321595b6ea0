import type { KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Tee } from '@shared/golf/types';
import { HOLE_NUMBERS, pointsText, shotsText, type RunningFigures } from '../lib/card-form';

const NINES = [
  { name: 'Out', holes: HOLE_NUMBERS.slice(0, 9) },
  { name: 'In', holes: HOLE_NUMBERS.slice(9) },
] as const;

/** Enter in a hole's box goes on to the next hole, as on the paper card; after the 18th, to the Save button. */
function onEnter(e: KeyboardEvent<HTMLInputElement>, idPrefix: string, hole: number) {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  const next =
    hole < HOLE_NUMBERS.length
      ? document.getElementById(`${idPrefix}-hole-${hole + 1}`)
      : document.querySelector<HTMLElement>('[data-action="save-card"]');
  next?.focus();
}

/**
 * The 18 boxes of a card, large, for the numbers pad, in two nines as the paper card has them: each hole with its
 * par, stroke index and the strokes the player receives, and under the box the points it scores as it is typed
 * (Stableford). Each nine ends with its total so far.
 */
export function CardHoles({
  idPrefix,
  tee,
  stableford,
  figures,
  register,
  errors,
}: {
  idPrefix: string;
  tee: Tee;
  stableford: boolean;
  /** Null until the Handicap Index can be read. */
  figures: RunningFigures | null;
  register: (name: `holes.${number}`) => UseFormRegisterReturn;
  /** The messages of wrong holes, by hole number. */
  errors: Map<number, string>;
}) {
  return (
    <fieldset className={`fieldset card-holes${errors.size ? ' field--error' : ''}`}>
      <legend className="fieldset__legend">Strokes on each hole</legend>
      <p className="field__hint" id={`${idPrefix}-holes-hint`}>
        The strokes taken, as on the card. Leave a hole empty if the player did not finish it.
      </p>
      {[...errors].map(([hole, message]) => (
        <p key={hole} className="field__error" id={`${idPrefix}-hole-${hole}-error`}>
          <span className="visually-hidden">Error:</span> {message}
        </p>
      ))}
      {NINES.map((nine) => {
        const total = nine.name === 'Out' ? figures?.pointsOut : figures?.pointsIn;
        const gross = nine.name === 'Out' ? figures?.grossOut : figures?.grossIn;
        return (
          <div key={nine.name} className="card-holes__nine">
            <ol className="card-holes__list" aria-label={`Holes ${nine.holes[0]} to ${nine.holes[8]}`}>
              {nine.holes.map((hole) => {
                const i = hole - 1;
                const shots = figures ? shotsText(figures.strokesReceived[i]) : '';
                const points = figures?.points[i];
                const aboutId = `${idPrefix}-hole-${hole}-about`;
                return (
                  <li key={hole} className="card-hole">
                    <label className="card-hole__label" htmlFor={`${idPrefix}-hole-${hole}`}>
                      Hole {hole}
                    </label>
                    <span className="card-hole__about" id={aboutId}>
                      Par {tee.par[i]} <span className="card-hole__si">S.I. {tee.strokeIndex[i]}</span>
                    </span>
                    <input
                      id={`${idPrefix}-hole-${hole}`}
                      className="input card-hole__input"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      autoComplete="off"
                      enterKeyHint={hole < HOLE_NUMBERS.length ? 'next' : 'done'}
                      maxLength={2}
                      aria-invalid={errors.has(hole) ? true : undefined}
                      aria-describedby={
                        errors.has(hole) ? `${aboutId} ${idPrefix}-hole-${hole}-error` : aboutId
                      }
                      onKeyDown={(e) => onEnter(e, idPrefix, hole)}
                      {...register(`holes.${i}`)}
                    />
                    <span className="card-hole__outcome">
                      {/* Always a line, so the points sit level across the row. */}
                      <span className="card-hole__shots">{shots || '\u00a0'}</span>
                      {stableford && points !== null && points !== undefined && (
                        <span className="card-hole__points">{pointsText(points)}</span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
            <p className="card-holes__subtotal">
              {nine.name}:{' '}
              {stableford ? (
                <>
                  <strong>{pointsText(total ?? 0)}</strong> ({gross ?? 0} strokes)
                </>
              ) : (
                <strong>{gross ?? 0} strokes</strong>
              )}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
