import type { UseFormRegisterReturn } from 'react-hook-form';
import { HOLE_NUMBERS, parTotals } from '../lib/tee-form';

const NINES = [
  { name: 'Out', caption: 'Holes 1 to 9', holes: HOLE_NUMBERS.slice(0, 9) },
  { name: 'In', caption: 'Holes 10 to 18', holes: HOLE_NUMBERS.slice(9) },
] as const;

/**
 * The par and stroke index of the 18 holes as two small tables, holes 1 to 9 and 10 to 18, as a scorecard prints
 * them: side by side where there is room, one above the other on a phone. Each box is named for a screen reader
 * ('Hole 7 par'); a wrong box is marked and described by its hole's message, which `errors` lists above the tables.
 */
export function TeeHolesGrid({
  idPrefix,
  par,
  register,
  errors,
  columnError,
}: {
  idPrefix: string;
  /** The par boxes as typed, for the totals. */
  par: string[];
  register: (name: `par.${number}` | `strokeIndex.${number}`) => UseFormRegisterReturn;
  /** Each hole's messages: par and stroke index, by hole number. */
  errors: { hole: number; column: 'par' | 'strokeIndex'; message: string }[];
  /** A message about the whole stroke index column (an index no hole has). */
  columnError?: string;
}) {
  const totals = parTotals(par);
  const errorId = (hole: number, column: string) => `${idPrefix}-${column}-${hole}-error`;
  const box = (hole: number, column: 'par' | 'strokeIndex') => {
    const wrong = errors.some((e) => e.hole === hole && e.column === column);
    const short = column === 'par' ? 'par' : 'si';
    return (
      <input
        id={`${idPrefix}-${short}-${hole}`}
        className="input tee-grid__input"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        enterKeyHint="next"
        maxLength={2}
        aria-label={`Hole ${hole} ${column === 'par' ? 'par' : 'stroke index'}`}
        aria-invalid={wrong ? true : undefined}
        aria-describedby={
          wrong
            ? errorId(hole, column)
            : column === 'strokeIndex' && columnError
              ? `${idPrefix}-si-error`
              : undefined
        }
        {...register(`${column}.${hole - 1}`)}
      />
    );
  };
  const wrong = errors.length > 0 || !!columnError;
  return (
    <fieldset className={`fieldset tee-grid${wrong ? ' field--error' : ''}`}>
      <legend className="fieldset__legend">Par and stroke index of each hole</legend>
      <p className="field__hint">
        As the club&apos;s scorecard prints them. Stroke index 1 is the hardest hole.
      </p>
      {errors.map((e) => (
        <p key={`${e.column}-${e.hole}`} className="field__error" id={errorId(e.hole, e.column)}>
          <span className="visually-hidden">Error:</span> {e.message}
        </p>
      ))}
      {columnError && (
        <p className="field__error" id={`${idPrefix}-si-error`}>
          <span className="visually-hidden">Error:</span> {columnError}
        </p>
      )}
      <div className="tee-grid__nines">
        {NINES.map((nine) => (
          <table key={nine.name} className="tee-grid__table">
            <caption>{nine.caption}</caption>
            <thead>
              <tr>
                <th scope="col">Hole</th>
                <th scope="col">Par</th>
                <th scope="col">
                  <abbr title="Stroke index">S.I.</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {nine.holes.map((hole) => (
                <tr key={hole}>
                  <th scope="row" className="tee-grid__hole">
                    {hole}
                  </th>
                  <td>{box(hole, 'par')}</td>
                  <td>{box(hole, 'strokeIndex')}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{nine.name}</th>
                <td className="tee-grid__total">{nine.name === 'Out' ? totals.out : totals.in}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        ))}
      </div>
      <p className="tee-grid__par">
        Par for the course: <strong>{totals.total}</strong>
      </p>
    </fieldset>
  );
}
