import { useMemo, useRef, useState } from 'react';
import { MEETING_NAMES, MeetingType, type MeetingTypeId } from '@shared/constants';
import { updateMeetingResultFieldsSchema, type MeetingResult } from '@shared/schemas/results';
import { Banner } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useMeetingResults, useMeetingResultYears } from '../api/get-meeting-results';
import { useSaveMeetingResult } from '../api/save-meeting-result';
import { useDeleteMeetingResult } from '../api/delete-meeting-result';
import { PdfFileField, aboutTheFile, pdfFileField } from '@/components/pdf-file-field';
import { useFocusWhen } from '@/components/use-focus-when';
import { PdfLink } from './pdf-link';
import '../results.css';

const MEETINGS = ([1, 2, 4, 3, 5] as MeetingTypeId[]).map((t) => ({
  value: String(t),
  label: MEETING_NAMES[t],
}));

const FIELDS = [
  ['event', 'Event'],
  ['firstPlaceName', 'First Place'],
  ['firstPlaceScore', 'First Place score'],
  ['secondPlaceName', 'Second Place'],
  ['secondPlaceScore', 'Second Place score'],
  ['thirdPlaceName', 'Third Place'],
  ['thirdPlaceScore', 'Third Place score'],
] as const;
type TextKey = (typeof FIELDS)[number][0];
type Values = Record<TextKey, string> & { meetingType: string; year: string };

const blank = (meetingType: MeetingTypeId, year: string): Values => ({
  meetingType: String(meetingType),
  year,
  event: '',
  firstPlaceName: '',
  firstPlaceScore: '',
  secondPlaceName: '',
  secondPlaceScore: '',
  thirdPlaceName: '',
  thirdPlaceScore: '',
});

const fromResult = (r: MeetingResult, meetingType: MeetingTypeId): Values => ({
  meetingType: String(meetingType),
  year: String(r.year),
  event: r.meetingName,
  firstPlaceName: r.firstPlaceName ?? '',
  firstPlaceScore: r.firstPlaceScore ?? '',
  secondPlaceName: r.secondPlaceName ?? '',
  secondPlaceScore: r.secondPlaceScore ?? '',
  thirdPlaceName: r.thirdPlaceName ?? '',
  thirdPlaceScore: r.thirdPlaceScore ?? '',
});

/** Admin: add, edit and delete meeting results per meeting type and year, each with an optional PDF. */
export function MeetingResultsAdminPanel() {
  const [meetingType, setMeetingType] = useState<MeetingTypeId>(MeetingType.Spring);
  const yearsQuery = useMeetingResultYears(meetingType);
  const years = useMemo(() => (yearsQuery.data ?? []).map((y) => y.year).reverse(), [yearsQuery.data]);
  const [year, setYear] = useState<string>('');
  const shownYear = years.includes(Number(year)) ? Number(year) : years[0];
  const query = useMeetingResults(meetingType, shownYear);
  const [editing, setEditing] = useState<MeetingResult | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const remove = useDeleteMeetingResult();
  const { confirm, dialog } = useConfirm();
  const messageRef = useRef<HTMLDivElement>(null);
  usePageTitle('Admin: Meeting Results', message?.kind === 'error');

  useFocusWhen(messageRef, message);

  const startEdit = (r: MeetingResult) => {
    setMessage(null);
    setEditing(r);
    setFormKey((k) => k + 1);
  };

  const onDelete = async (r: MeetingResult) => {
    const title = `Delete ${r.meetingName} ${r.year}?`;
    if (!(await confirm({ title, confirmLabel: 'Yes, delete it' }))) return;
    remove.mutate(r.id, {
      onSuccess: () => {
        if (editing?.id === r.id) setEditing(null);
        setMessage({ kind: 'success', text: `Result deleted: ${r.meetingName} ${r.year}` });
      },
      onError: (err) => setMessage({ kind: 'error', text: `Oops! ${err.message}` }),
    });
  };

  return (
    <div className="results-admin">
      {dialog}
      <h2>Meeting Results</h2>
      <div ref={messageRef} tabIndex={-1}>
        {message && <Banner kind={message.kind} title={message.text} />}
      </div>
      <div className="results__choosers">
        <SelectField
          id="mr-admin-meeting"
          label="Meeting"
          options={MEETINGS}
          value={String(meetingType)}
          onChange={(e) => {
            setMeetingType(Number(e.target.value) as MeetingTypeId);
            setYear('');
            setEditing(null);
            setFormKey((k) => k + 1);
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
      {yearsQuery.isError || query.isError ? (
        <Banner kind="error" title="Oops! The results could not be loaded">
          {(yearsQuery.error ?? query.error)?.message}
        </Banner>
      ) : yearsQuery.isPending ? (
        <Loading />
      ) : years.length === 0 ? (
        <p>There are no results for {MEETING_NAMES[meetingType]} yet.</p>
      ) : query.isPending ? (
        <Loading />
      ) : (
        <table className="table table--stack stack-block">
          <caption className="visually-hidden">
            {MEETING_NAMES[meetingType]} {shownYear}
          </caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Placings</th>
              <th scope="col">PDF</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((r) => (
              <tr key={r.id}>
                <td data-label="Event">{r.meetingName}</td>
                <td data-label="Placings">
                  <div>
                    {[
                      [r.firstPlaceName, r.firstPlaceScore],
                      [r.secondPlaceName, r.secondPlaceScore],
                      [r.thirdPlaceName, r.thirdPlaceScore],
                    ]
                      .filter(([n]) => n)
                      .map(([n, s], i) => (
                        <div key={i}>
                          {i + 1}. {n}
                          {s ? ` (${s})` : ''}
                        </div>
                      ))}
                  </div>
                </td>
                <td data-label="PDF">
                  {r.fileName ? <PdfLink fileName={r.fileName} description={r.meetingName} /> : 'None'}
                </td>
                <td data-label="" className="cell-actions">
                  <div className="button-group button-group--tight">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Edit ${r.meetingName} ${r.year}`}
                      onClick={() => startEdit(r)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--warning button--small"
                      aria-label={`Delete ${r.meetingName} ${r.year}`}
                      onClick={() => void onDelete(r)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MeetingResultForm
        key={formKey}
        editing={editing}
        initial={
          editing
            ? fromResult(editing, meetingType)
            : blank(meetingType, String(shownYear ?? new Date().getFullYear()))
        }
        onDone={(text, saved) => {
          setEditing(null);
          setFormKey((k) => k + 1);
          if (saved) {
            setMeetingType(Number(saved.meetingType) as MeetingTypeId);
            setYear(saved.year);
          }
          setMessage(text ? { kind: 'success', text } : null);
        }}
      />
    </div>
  );
}

// The shared fields (as the update route takes them, less the id), and an optional PDF.
const meetingResultFormSchema = updateMeetingResultFieldsSchema
  .omit({ id: true })
  .extend({ file: pdfFileField(false) });

function MeetingResultForm({
  editing,
  initial,
  onDone,
}: {
  editing: MeetingResult | null;
  initial: Values;
  onDone: (message: string | null, saved?: Values) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveMeetingResult();
  const { form, summary, problem, submit, error } = useSchemaForm(meetingResultFormSchema, {
    title: 'Admin: Meeting Results',
    fields: [
      ['meetingType', 'mr-form-meetingType'],
      ['year', 'mr-form-year'],
      ...FIELDS.map(([k]) => [k, `mr-form-${k}`] as [TextKey, string]),
      ['file', 'mr-form-file'],
    ],
    defaultValues: { ...initial, removePdf: false },
    placeGeneral: (message) => (aboutTheFile(message) ? 'file' : undefined),
  });

  useFocusWhen(headingRef, editing);

  const title = editing ? `Edit result: ${editing.meetingName} ${editing.year}` : 'Add a result';
  return (
    <SchemaForm
      label={title}
      className="results-admin__form"
      heading={
        <h3 ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
      }
      onSubmit={submit(async ({ file, removePdf, ...fields }) => {
        const body = new FormData();
        if (editing) body.append('id', String(editing.id));
        for (const [k, v] of Object.entries(fields)) body.append(k, v === null ? '' : String(v));
        if (editing && removePdf && !file) body.append('removePdf', 'true');
        if (file) body.append('file', file);
        const r = await save.mutateAsync(body);
        onDone(
          editing ? `Result updated: ${r.meetingName} ${r.year}` : `Result added: ${r.meetingName} ${r.year}`,
          { ...initial, meetingType: String(fields.meetingType), year: String(fields.year) },
        );
      })}
      problem={problem}
      summary={summary}
      submitLabel={editing ? 'Save changes' : 'Add result'}
      pending={save.isPending}
      pendingLabel="Saving the result"
      actions={
        editing && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )
      }
    >
      <SelectField
        id="mr-form-meetingType"
        label="Meeting"
        options={MEETINGS}
        error={error('meetingType')}
        {...form.register('meetingType')}
      />
      <TextField
        id="mr-form-year"
        label="Year"
        inputMode="numeric"
        className="input--short"
        error={error('year')}
        {...form.register('year')}
      />
      {FIELDS.map(([k, label]) => (
        <TextField
          key={k}
          id={`mr-form-${k}`}
          label={label}
          error={error(k)}
          className={k.endsWith('Score') ? 'input--short' : undefined}
          {...form.register(k)}
        />
      ))}
      <PdfFileField
        id="mr-form-file"
        label={
          editing?.fileName
            ? 'Replace the PDF of the full results (optional)'
            : 'PDF of the full results (optional)'
        }
        hint="A PDF file of 20 MB at most."
        error={error('file')}
        {...form.register('file')}
      />
      {editing?.fileName && (
        <CheckboxField
          id="mr-form-removePdf"
          label="Remove the current PDF"
          {...form.register('removePdf')}
        />
      )}
    </SchemaForm>
  );
}
