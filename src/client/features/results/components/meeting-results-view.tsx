import { useId, useMemo, useState } from 'react';
import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import type { YearCount } from '@shared/year-lists';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { useMeetingResults, useMeetingResultYears } from '../api/get-meeting-results';
import { decadesOf } from '../lib/decades';
import { ChooserForm, useNumberParam } from './chooser-form';
import { PdfLink } from '@/components/pdf-link';

/**
 * One meeting type's results (spec §2, §4): Decade and Year dropdowns; the newest decade and its first
 * year open on load; a 'Hide results' / 'Show results' button closes and reopens the table (DESIGN.md).
 * The dropdowns come from the meeting's years; the table loads the chosen year only.
 */
export function MeetingResultsView({ meetingType }: { meetingType: MeetingTypeId }) {
  const query = useMeetingResultYears(meetingType);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Banner kind="error" title="Oops! The results could not be loaded">
        {query.error.message}
      </Banner>
    );
  if (query.data.length === 0)
    return <p className="results__empty">There are no results for {MEETING_NAMES[meetingType]}</p>;
  return <MeetingResultsChooser years={query.data} meetingType={meetingType} />;
}

function MeetingResultsChooser({
  years: all,
  meetingType,
}: {
  years: YearCount[];
  meetingType: MeetingTypeId;
}) {
  const id = useId();
  const decades = useMemo(() => decadesOf(all), [all]);
  // The address may name a year and its decade (?decade=&year=, the form below without JavaScript): a decade
  // chosen without its year opens on its newest year.
  const askedYear = useNumberParam('year');
  const askedDecade = useNumberParam('decade');
  const first =
    decades.find((d) => d.decade === askedDecade) ??
    decades.find((d) => askedYear !== undefined && d.years.includes(askedYear)) ??
    decades[0];
  const [decade, setDecade] = useState(first.decade);
  const years = decades.find((d) => d.decade === decade)?.years ?? decades[0].years;
  const [year, setYear] = useState(
    askedYear !== undefined && first.years.includes(askedYear) ? askedYear : first.years[0],
  );
  const [open, setOpen] = useState(true);
  const tableId = `${id}-table`;

  return (
    <div className="results">
      <ChooserForm keep={['tab']}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-decade`}>
            Decade
          </label>
          <select
            id={`${id}-decade`}
            name="decade"
            className="select"
            value={decade}
            onChange={(e) => {
              const d = Number(e.target.value);
              setDecade(d);
              setYear(decades.find((g) => g.decade === d)!.years[0]);
              setOpen(true);
            }}
          >
            {decades.map((d) => (
              <option key={d.decade} value={d.decade}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-year`}>
            Year
          </label>
          <select
            id={`${id}-year`}
            name="year"
            className="select"
            value={year}
            onChange={(e) => {
              setYear(Number(e.target.value));
              setOpen(true);
            }}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </ChooserForm>
      <h2 className="results__year-heading">
        {MEETING_NAMES[meetingType]} {year}
      </h2>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide results' : 'Show results'}
      </button>
      <div id={tableId} hidden={!open} className="results__table-wrap">
        <YearResults meetingType={meetingType} year={year} />
      </div>
    </div>
  );
}

/** The table of one year's results, loaded when the year is chosen. */
function YearResults({ meetingType, year }: { meetingType: MeetingTypeId; year: number }) {
  const query = useMeetingResults(meetingType, year);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Banner kind="error" title={`Oops! The results for ${year} could not be loaded`}>
        {query.error.message}
      </Banner>
    );
  return (
    <table className="table results-table">
      <caption className="visually-hidden">
        {MEETING_NAMES[meetingType]} results for {year}
      </caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">First Place</th>
          <th scope="col">Score</th>
          <th scope="col">Second Place</th>
          <th scope="col">Score</th>
          <th scope="col">Third Place</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((r) => (
          <tr key={r.id}>
            <td data-label="Event" className="results-table__event">
              <div>
                {r.meetingName}
                {r.fileName && (
                  <span className="results-table__pdf">
                    <PdfLink
                      fileName={r.fileName}
                      description={`${r.meetingName} ${r.year}`}
                      text="Full results"
                    />
                  </span>
                )}
              </div>
            </td>
            <td data-label="First Place">{r.firstPlaceName ?? '–'}</td>
            <td data-label="Score">{r.firstPlaceScore ?? '–'}</td>
            <td data-label="Second Place">{r.secondPlaceName ?? '–'}</td>
            <td data-label="Score">{r.secondPlaceScore ?? '–'}</td>
            <td data-label="Third Place">{r.thirdPlaceName ?? '–'}</td>
            <td data-label="Score">{r.thirdPlaceScore ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
