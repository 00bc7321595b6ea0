import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import { updateMeetingResultFieldsSchema, type MeetingResult } from '@shared/schemas/results';
import { ItemForm } from '@/components/admin-list/item-form';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PdfFileField, aboutTheFile, pdfFileField } from '@/components/pdf-file-field';
import { useSaveMeetingResult } from '../api/save-meeting-result';

/** The meetings, in the order the administrator picks them. */
export const MEETINGS = ([1, 2, 4, 3, 5] as MeetingTypeId[]).map((t) => ({
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

/** The form's values: the result's, or a new one's of the meeting and year shown. */
const valuesOf = (meetingType: MeetingTypeId, year: string, r: MeetingResult | null) => ({
  meetingType: String(meetingType),
  year: r ? String(r.year) : year,
  event: r?.meetingName ?? '',
  firstPlaceName: r?.firstPlaceName ?? '',
  firstPlaceScore: r?.firstPlaceScore ?? '',
  secondPlaceName: r?.secondPlaceName ?? '',
  secondPlaceScore: r?.secondPlaceScore ?? '',
  thirdPlaceName: r?.thirdPlaceName ?? '',
  thirdPlaceScore: r?.thirdPlaceScore ?? '',
  removePdf: false,
});

// The shared fields (as the update route takes them, less the id), and an optional PDF.
const meetingResultFormSchema = updateMeetingResultFieldsSchema
  .omit({ id: true })
  .extend({ file: pdfFileField(false) });

/**
 * Add a meeting result, or edit the one given; `onSaved` hears the meeting and year it was saved under, then
 * `onDone` the confirmation (or null on Cancel).
 */
export function MeetingResultForm({
  editing,
  meetingType,
  year,
  onSaved,
  onDone,
}: {
  editing: MeetingResult | null;
  meetingType: MeetingTypeId;
  year: string;
  onSaved: (meetingType: MeetingTypeId, year: string) => void;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveMeetingResult();
  const { form, field, ...state } = useSchemaForm(meetingResultFormSchema, {
    title: 'Admin: Meeting Results',
    fields: [
      ['meetingType', 'mr-form-meetingType'],
      ['year', 'mr-form-year'],
      ...FIELDS.map(([k]) => [k, `mr-form-${k}`] as [TextKey, string]),
      ['file', 'mr-form-file'],
    ],
    defaultValues: valuesOf(meetingType, year, editing),
    placeGeneral: (message) => (aboutTheFile(message) ? 'file' : undefined),
  });
  return (
    <ItemForm
      headingId="meeting-result-form"
      state={state}
      editing={editing}
      title={editing ? `Edit result: ${editing.meetingName} ${editing.year}` : 'Add a result'}
      addLabel="Add result"
      save={async ({ file, removePdf, ...fields }) => {
        const body = new FormData();
        if (editing) {
          body.append('id', String(editing.id));
          body.append('updatedAt', editing.updatedAt);
        }
        for (const [k, v] of Object.entries(fields)) body.append(k, v === null ? '' : String(v));
        if (editing && removePdf && !file) body.append('removePdf', 'true');
        if (file) body.append('file', file);
        const r = await save.mutateAsync(body);
        onSaved(fields.meetingType, String(fields.year));
        return `${editing ? 'Result updated' : 'Result added'}: ${r.meetingName} ${r.year}`;
      }}
      onDone={onDone}
      pending={save.isPending}
      pendingLabel="Saving the result"
    >
      <SelectField label="Meeting" options={MEETINGS} {...field('meetingType')} />
      <TextField label="Year" inputMode="numeric" className="input--short" {...field('year')} />
      {FIELDS.map(([k, label]) => (
        <TextField
          key={k}
          label={label}
          className={k.endsWith('Score') ? 'input--short' : undefined}
          {...field(k)}
        />
      ))}
      <PdfFileField
        label={
          editing?.fileName
            ? 'Replace the PDF of the full results (optional)'
            : 'PDF of the full results (optional)'
        }
        hint="A PDF file of 20 MB at most."
        {...field('file')}
      />
      {editing?.fileName && (
        <CheckboxField
          id="mr-form-removePdf"
          label="Remove the current PDF"
          {...form.register('removePdf')}
        />
      )}
    </ItemForm>
  );
}
