import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import type { MeetingResult } from '@shared/schemas/results';
import type { YearCount } from '@shared/year-lists';
import { londonYear } from '@shared/dates';
import { openingYear } from '@shared/years';
import { SelectField } from '@/components/form-fields';
import { QueryView } from '@/components/query-view';
import { TableHead } from '@/components/table-head';
import { ToggleButton } from '@/components/toggle-link';
import { useMeetingResults, useMeetingResultYears } from '../api/get-meeting-results';
import { decadesOf } from '../lib/decades';
import { ChooserForm, useNumberParam } from './chooser-form';
import { PdfLink } from '@/components/pdf-link';
import { LongWords } from '@/components/long-words';

/**
 * One meeting type's results (spec §2, §4): Decade and Year dropdowns; the newest decade and its first
 * year open on load; a 'Hide results' / 'Show results' button closes and reopens the table (DESIGN.md).
 * The dropdowns come from the meeting's years; the table loads the chosen year only.
 */
export function MeetingResultsView({ meetingType }: { meetingType: MeetingTypeId }) {
  return (
    <QueryView query={useMeetingResultYears(meetingType)} failed="Oops! The results could not be loaded">
      {(years) =>
        years.length === 0 ? (
          <p className="results__empty">There are no results for {MEETING_NAMES[meetingType]}</p>
        ) : (
          <MeetingResultsChooser years={years} meetingType={meetingType} />
        )
      }
    </QueryView>
  );
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
  // Otherwise it opens on the newest year up to this one: a result entered for a year ahead never takes over.
  const askedYear = useNumberParam('year');
  const askedDecade = useNumberParam('decade');
  const thisYear = londonYear();
  const newest = openingYear(
    all.map((y) => y.year),
    thisYear,
  );
  const first =
    decades.find((d) => d.decade === askedDecade) ??
    decades.find((d) => askedYear !== undefined && d.years.includes(askedYear)) ??
    decades.find((d) => newest !== undefined && d.years.includes(newest)) ??
    decades[0];
  const [decade, setDecade] = useState(first.decade);
  const years = decades.find((d) => d.decade === decade)?.years ?? decades[0].years;
  const [year, setYear] = useState(
    askedYear !== undefined && first.years.includes(askedYear)
      ? askedYear
      : (openingYear(first.years, thisYear) ?? first.years[0]),
  );
  const [open, setOpen] = useState(true);
  const tableId = `${id}-table`;

  return (
    <div className="results">
      <ChooserForm keep={['tab']}>
        <SelectField
          id={`${id}-decade`}
          label="Decade"
          name="decade"
          options={decades.map((d) => ({ value: String(d.decade), label: d.label }))}
          value={decade}
          onChange={(e) => {
            const d = Number(e.target.value);
            setDecade(d);
            const chosen = decades.find((g) => g.decade === d)!.years;
            setYear(openingYear(chosen, thisYear) ?? chosen[0]);
            setOpen(true);
          }}
        />
        <SelectField
          id={`${id}-year`}
          label="Year"
          name="year"
          options={years.map(String)}
          value={year}
          onChange={(e) => {
            setYear(Number(e.target.value));
            setOpen(true);
          }}
        />
      </ChooserForm>
      <h2 className="results__year-heading">
        {MEETING_NAMES[meetingType]} {year}
      </h2>
      <ToggleButton
        open={open}
        controls={tableId}
        onToggle={() => setOpen((o) => !o)}
        className="button button--secondary button--small"
      >
        {open ? 'Hide results' : 'Show results'}
      </ToggleButton>
      <div id={tableId} hidden={!open} className="results__table-wrap">
        <YearResults meetingType={meetingType} year={year} />
      </div>
    </div>
  );
}

/** The table of one year's results, loaded when the year is chosen. */
function YearResults({ meetingType, year }: { meetingType: MeetingTypeId; year: number }) {
  return (
    <QueryView
      query={useMeetingResults(meetingType, year)}
      failed={`Oops! The results for ${year} could not be loaded`}
    >
      {(results) => <YearResultsTable meetingType={meetingType} year={year} results={results} />}
    </QueryView>
  );
}

const COLUMNS = ['Event', 'First Place', 'Score', 'Second Place', 'Score', 'Third Place', 'Score'];

function YearResultsTable({
  meetingType,
  year,
  results,
}: {
  meetingType: MeetingTypeId;
  year: number;
  results: MeetingResult[];
}) {
  return (
    <table className="table results-table">
      <caption className="visually-hidden">
        {MEETING_NAMES[meetingType]} results for {year}
      </caption>
      <TableHead columns={COLUMNS} />
      <tbody>
        {results.map((r) => (
          <tr key={r.id}>
            <td data-label="Event" className="results-table__event">
              <div>
                <LongWords text={r.meetingName} />
                {r.fileName && (
                  <span className="results-table__pdf">
                    <PdfLink
                      fileName={r.fileName}
                      description={`${r.meetingName} ${r.year}`}
                      text="Full results"
                    />
                  </span>
                )}
                {r.link && (
                  <span className="results-table__pdf">
                    <Link to={r.link}>
                      The pairs<span className="visually-hidden"> of {r.meetingName}</span>
                    </Link>
                  </span>
                )}
              </div>
            </td>
            <td data-label="First Place">
              {r.firstPlaceName == null ? '–' : <LongWords text={r.firstPlaceName} />}
            </td>
            <td data-label="Score">{r.firstPlaceScore ?? '–'}</td>
            <td data-label="Second Place">
              {r.secondPlaceName == null ? '–' : <LongWords text={r.secondPlaceName} />}
            </td>
            <td data-label="Score">{r.secondPlaceScore ?? '–'}</td>
            <td data-label="Third Place">
              {r.thirdPlaceName == null ? '–' : <LongWords text={r.thirdPlaceName} />}
            </td>
            <td data-label="Score">{r.thirdPlaceScore ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
