import { useState } from 'react';
import type { AvailabilityList, AvailabilityRow } from '@shared/schemas/competitions';
import { formatHandicap } from '@shared/handicaps';
import { formatTimestamp } from '@shared/dates';
import { SelectField } from '@/components/form-fields';
import { LongWords } from '@/components/long-words';
import {
  answerCounts,
  SHOWS,
  showRows,
  SORTS,
  sortRows,
  type ShowKey,
  type SortKey,
} from '../lib/availability-sort';
import { ANSWER_WORDS, dayText } from '../lib/competition-words';

/**
 * The captain's view of the poll: how many gave each answer, the poll's and the reminder's buttons, and every
 * eligible member with his answer, the dates he cannot make, his note, handicap, year left and last three meeting
 * scores, sorted and narrowed as the captain chooses (selects, so they work the same on a phone's cards).
 */
export function AvailabilityPart({
  list,
  busy,
  onPoll,
  onRemind,
}: {
  list: AvailabilityList;
  busy: boolean;
  onPoll: () => void;
  onRemind: (count: number) => void;
}) {
  const [sort, setSort] = useState<SortKey>('answer');
  const [show, setShow] = useState<ShowKey>('all');
  const counts = answerCounts(list.rows);
  const rows = sortRows(showRows(list.rows, show), sort);
  const shown = {
    all: list.rows.length,
    pickable: counts.available + counts.reserve,
    none: counts.none,
    unavailable: counts.unavailable,
  };
  return (
    <section aria-labelledby="captain-availability" className="captain-part">
      <h2 id="captain-availability" tabIndex={-1}>
        Who is available
      </h2>
      {list.rows.length === 0 ? (
        <p>No member may play in this side: check who may play on the competition.</p>
      ) : (
        <>
          <p className="captain-counts">
            {counts.available} available, {counts.reserve} reserve if short, {counts.unavailable} unavailable,{' '}
            <strong>{counts.none} not answered</strong> (of {list.rows.length}).
          </p>
          <p>
            {list.polledAt
              ? `The poll was sent on ${formatTimestamp(list.polledAt)}.`
              : 'The poll has not been sent yet: the members are e-mailed three buttons to answer with.'}
          </p>
          <div className="button-group">
            {list.polledAt ? (
              <button
                type="button"
                data-action="remind"
                className="button"
                disabled={busy || counts.none === 0}
                onClick={() => onRemind(counts.none)}
              >
                {counts.none === 0
                  ? 'Everyone has answered'
                  : `Remind the ${counts.none} who have not answered`}
              </button>
            ) : (
              <button type="button" data-action="poll" className="button" disabled={busy} onClick={onPoll}>
                Send the poll
              </button>
            )}
          </div>
          <SelectField
            id="captain-sort"
            label="Sort by"
            className="select captain-sort"
            options={SORTS as unknown as { value: string; label: string }[]}
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
          />
          <SelectField
            id="captain-show"
            label="Show"
            className="select captain-sort"
            options={SHOWS.map((o) => ({ value: o.value, label: `${o.label} (${shown[o.value]})` }))}
            value={show}
            onChange={(e) => setShow(e.target.value as ShowKey)}
          />
          <table className="table table--stack availability-table">
            <caption className="visually-hidden">
              {show === 'all' ? 'Eligible members' : SHOWS.find((o) => o.value === show)!.label} and their
              answers, sorted by {SORTS.find((s) => s.value === sort)!.label}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Answer</th>
                <th scope="col">Handicap</th>
                <th scope="col">Year left</th>
                <th scope="col">Last three scores</th>
                <th scope="col">Cannot make</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={7}>{NONE_SHOWN[show]}</td>
                </tr>
              )}
              {rows.map((r) => (
                <tr key={r.memberId} className={r.answer ? undefined : 'availability-table__silent'}>
                  <td data-label="Name">
                    <LongWords text={r.name} />
                  </td>
                  <td data-label="Answer" className="cell-short">
                    {answerText(r)}
                  </td>
                  <td data-label="Handicap" className={short(r.handicap === null)}>
                    {formatHandicap(r.handicap) || '–'}
                  </td>
                  <td data-label="Year left" className={short(r.yearLeft === null)}>
                    {r.yearLeft ?? '–'}
                  </td>
                  <td data-label="Last three scores" className={empty(r.lastScores.length === 0)}>
                    {r.lastScores.length === 0 ? (
                      '–'
                    ) : (
                      <ul className="availability-table__scores">
                        {r.lastScores.map((s) => (
                          <li key={s.fixtureId}>
                            <strong>{s.score}</strong> {s.event}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-label="Cannot make" className={empty(r.unavailableDates.length === 0)}>
                    {r.unavailableDates.length ? r.unavailableDates.map(dayText).join(', ') : '–'}
                  </td>
                  <td data-label="Note" className={empty(!r.note)}>
                    {r.note ? <LongWords text={r.note} /> : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** On a phone a card keeps short values beside their label and leaves out the empty ones: a third as tall. */
const empty = (isEmpty: boolean) => (isEmpty ? 'cell-empty' : undefined);
const short = (isEmpty: boolean) => (isEmpty ? 'cell-empty' : 'cell-short');

const NONE_SHOWN: Record<ShowKey, string> = {
  all: 'No member may play in this side.',
  pickable: 'No member has answered available or reserve if short yet.',
  none: 'Everyone has answered.',
  unavailable: 'No member has answered unavailable.',
};

function answerText(r: AvailabilityRow) {
  if (r.answer) return ANSWER_WORDS[r.answer];
  if (r.noEmail) return 'Not answered (no e-mail: ask him)';
  return r.asked ? 'Not answered' : 'Not asked yet';
}
