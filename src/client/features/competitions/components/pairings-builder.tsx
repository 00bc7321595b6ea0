import { useState, type ComponentProps } from 'react';
import { MoveButtons } from '@/components/move-buttons';
import {
  RESERVES_MAX,
  type AvailabilityRow,
  type Competition,
  type Team,
} from '@shared/schemas/competitions';
import {
  addReserve,
  movePair,
  moveReserve,
  sameSide,
  seat,
  sideFrom,
  teamBody,
  type Side,
} from '../lib/pairings';
import { SeatSelect } from './seat-select';

/** A saved team as the builder lays it out: the pairs' and reserves' member ids (a reserve now playing is in his pair). */
const savedSide = (c: Competition, team: Team) =>
  sideFrom(
    {
      pairs: team.pairs.map((p) => p.map((m) => m.memberId)),
      reserves: team.reserves.filter((r) => r.state !== 'playing').map((r) => r.memberId),
    },
    c.pairs,
    c.reservesWanted,
  );

/**
 * The pairings builder, without dragging (a phone works it as well as a desktop): a select for each seat of each
 * pair in order of play and of each reserve, Up and Down to reorder pairs and reserves, then Save and Publish.
 * A problem the captain must put right first (a pair with one player) is said before anything is sent.
 */
export function PairingsBuilder({
  competition: c,
  team,
  rows,
  busy,
  onSave,
  onPublish,
  onProblem,
}: {
  competition: Competition;
  team: Team;
  rows: AvailabilityRow[];
  busy: boolean;
  onSave: (body: { pairs: [number, number][]; reserves: number[] }) => void;
  onPublish: () => void;
  onProblem: (problem: string) => void;
}) {
  const saved = savedSide(c, team);
  const [side, setSide] = useState<Side>(saved);
  // The saved team changed under the builder (saved here, or a withdrawal and a reserve's answer): it starts
  // again from it (after the captain's own save, it is what he sees already).
  const savedKey = JSON.stringify(saved);
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setSide(saved);
  }
  const unsaved = !sameSide(side, saved);
  const names = new Map(rows.map((r) => [r.memberId, r.sheetName]));
  const placeOf = (memberId: number) => {
    const p = side.pairs.findIndex((pair) => pair.includes(memberId));
    if (p >= 0) return `in pair ${p + 1}`;
    const r = side.reserves.indexOf(memberId);
    return r >= 0 ? `reserve ${r + 1}` : undefined;
  };
  const pairLabel = (i: number) => {
    const [a, b] = side.pairs[i];
    return a !== null && b !== null ? ` (${names.get(a)} & ${names.get(b)})` : '';
  };
  const save = () => {
    const result = teamBody(side);
    if (result.ok) onSave(result.body);
    else onProblem(result.problem);
  };
  const published = team.publishedAt !== null;
  return (
    <section aria-labelledby="captain-pairs" className="captain-part pairings">
      <h2 id="captain-pairs" tabIndex={-1}>
        Pairs and reserves
      </h2>
      <p>
        Choose the two players of each pair, in order of play (pair 1 plays first), and the reserves in the
        order they are called on. Those who said they are available come first in each list.
      </p>
      <ol className="pairings__list">
        {side.pairs.map((pair, i) => (
          <li key={i} className="pairings__pair">
            <fieldset className="fieldset">
              <legend className="fieldset__legend">Pair {i + 1}</legend>
              <div className="pairings__seats">
                {pair.map((m, s) => (
                  <SeatSelect
                    key={s}
                    id={`pair-${i + 1}-${s + 1}`}
                    label={
                      <>
                        {s === 0 ? 'First player' : 'Second player'}
                        <span className="visually-hidden"> of pair {i + 1}</span>
                      </>
                    }
                    value={m}
                    rows={rows}
                    placeOf={placeOf}
                    disabled={busy}
                    onChange={(id) =>
                      setSide((now) => seat(now, { kind: 'pair', index: i, seat: s as 0 | 1 }, id))
                    }
                  />
                ))}
              </div>
              <SeatMoves
                name={`pair ${i + 1}${pairLabel(i)}`}
                up={i > 0}
                down={i < side.pairs.length - 1}
                busy={busy}
                onMove={(d) => setSide((now) => movePair(now, i, d))}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <fieldset className="fieldset pairings__reserves">
        <legend className="fieldset__legend">Reserves</legend>
        {side.reserves.length === 0 && <p>No reserves.</p>}
        {side.reserves.map((m, i) => (
          <div key={i} className="pairings__reserve">
            <SeatSelect
              id={`reserve-${i + 1}`}
              label={`Reserve ${i + 1}`}
              value={m}
              rows={rows}
              placeOf={placeOf}
              disabled={busy}
              onChange={(id) => setSide((now) => seat(now, { kind: 'reserve', index: i }, id))}
            />
            <SeatMoves
              name={`reserve ${i + 1}${m !== null ? ` (${names.get(m)})` : ''}`}
              up={i > 0}
              down={i < side.reserves.length - 1}
              busy={busy}
              onMove={(d) => setSide((now) => moveReserve(now, i, d))}
            />
          </div>
        ))}
        {side.reserves.length < RESERVES_MAX && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setSide(addReserve)}
          >
            Add a reserve
          </button>
        )}
      </fieldset>
      <p>
        {published
          ? 'The team has been published. Publishing again tells only those whose place has changed.'
          : 'The team has not been published: the members see it, and are told their places, once you publish it.'}
      </p>
      <div className="button-group">
        <button type="button" data-action="save-team" className="button" disabled={busy} onClick={save}>
          Save the team
        </button>
        <button
          type="button"
          data-action="publish-team"
          className="button button--secondary"
          disabled={busy || unsaved || team.pairs.length === 0}
          onClick={onPublish}
        >
          Publish the team
        </button>
      </div>
      {unsaved && <p className="field__hint">Save the team before you publish it.</p>}
    </section>
  );
}

/** The Up and Down of a pair or a reserve, in a group of their own below its seats. */
function SeatMoves(props: ComponentProps<typeof MoveButtons>) {
  return (
    <div className="button-group button-group--tight pairings__move">
      <MoveButtons {...props} />
    </div>
  );
}
