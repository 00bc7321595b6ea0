import { useMemo, useState } from 'react';
import { MEETING_NAMES, MeetingType, type MeetingTypeId } from '@shared/constants';
import type { MeetingResult } from '@shared/schemas/results';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { AdminTable } from '@/components/admin-list/admin-table';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { SelectField } from '@/components/form-fields';
import { PdfLink } from '@/components/pdf-link';
import { useMeetingResults, useMeetingResultYears } from '../api/get-meeting-results';
import { useDeleteMeetingResult } from '../api/delete-meeting-result';
import { MEETINGS, MeetingResultForm } from './meeting-result-form';
import '../results.css';

/** First, second and third place, each with its score where there is one. */
function Placings({ r }: { r: MeetingResult }) {
  const places = [
    [r.firstPlaceName, r.firstPlaceScore],
    [r.secondPlaceName, r.secondPlaceScore],
    [r.thirdPlaceName, r.thirdPlaceScore],
  ];
  return places
    .filter(([n]) => n)
    .map(([n, s], i) => (
      <div key={i}>
        {i + 1}. {n}
        {s ? ` (${s})` : ''}
      </div>
    ));
}

/** Admin: add, edit and delete meeting results per meeting type and year, each with an optional PDF. */
export function MeetingResultsAdminPanel() {
  const [meetingType, setMeetingType] = useState<MeetingTypeId>(MeetingType.Spring);
  const yearsQuery = useMeetingResultYears(meetingType);
  const years = useMemo(() => (yearsQuery.data ?? []).map((y) => y.year).reverse(), [yearsQuery.data]);
  const [year, setYear] = useState<string>('');
  const shownYear = years.includes(Number(year)) ? Number(year) : years[0];
  const query = useMeetingResults(meetingType, shownYear);
  const remove = useDeleteMeetingResult();
  const list = useAdminList<MeetingResult>({
    title: 'Admin: Meeting Results',
    name: (r) => `${r.meetingName} ${r.year}`,
    deleted: 'Result deleted',
    remove: (r, outcome) => remove.mutate(r.id, outcome),
  });

  return (
    <AdminPanel
      heading="Meeting Results"
      list={list}
      className="results-admin"
      formLink={{ headingId: 'meeting-result-form', label: 'Add a result' }}
    >
      <div className="results__choosers">
        <SelectField
          id="mr-admin-meeting"
          label="Meeting"
          options={MEETINGS}
          value={String(meetingType)}
          onChange={(e) => {
            setMeetingType(Number(e.target.value) as MeetingTypeId);
            setYear('');
            list.close();
          }}
        />
        {years.length > 0 && (
          <SelectField
            id="mr-admin-year"
            label="Year"
            options={years.map(String)}
            value={String(shownYear)}
            onChange={(e) => setYear(e.target.value)}
          />
        )}
      </div>
      <AdminTable
        rows={
          yearsQuery.isSuccess && years.length === 0
            ? []
            : // A competition's rounds are no result to edit here (decision 0068).
              query.data?.filter((r) => !r.link)
        }
        error={yearsQuery.error ?? query.error}
        errorTitle="Oops! The results could not be loaded"
        empty={`There are no results for ${MEETING_NAMES[meetingType]} yet.`}
        caption={`${MEETING_NAMES[meetingType]} ${shownYear}`}
        captionHidden
        columns={[
          { label: 'Event', cell: (r) => r.meetingName },
          { label: 'Placings', cell: (r) => <Placings r={r} /> },
          {
            label: 'PDF',
            cell: (r) =>
              r.fileName ? <PdfLink fileName={r.fileName} description={r.meetingName} /> : 'None',
          },
          list.actions(),
        ]}
      />
      <MeetingResultForm
        key={list.formKey}
        editing={list.editing}
        meetingType={meetingType}
        year={String(shownYear ?? new Date().getFullYear())}
        onSaved={(savedType, savedYear) => {
          setMeetingType(savedType);
          setYear(savedYear);
        }}
        onDone={list.done}
      />
    </AdminPanel>
  );
}
