import { AUDIENCE_KIND_LABELS, type AudienceKind } from '@shared/schemas/announcements';
import { HOUSES } from '@shared/constants';
import { SelectField, TextField } from '@/components/form-fields';
import { useAudienceFixtures } from '../api/list-fixtures';

/** The audience as the form holds it: every field as typed. */
export interface AudienceDraft {
  kind: AudienceKind | '';
  fixtureId: string;
  house: string;
  from: string;
  to: string;
  year: string;
}

export const EMPTY_AUDIENCE: AudienceDraft = {
  kind: '',
  fixtureId: '',
  house: '',
  from: '',
  to: '',
  year: '',
};

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** The audience to send to the server (the shared schema judges it). */
export function toAudience(d: AudienceDraft): Record<string, unknown> {
  switch (d.kind) {
    case 'fixture':
      return { kind: 'fixture', fixtureId: num(d.fixtureId) };
    case 'house':
      return { kind: 'house', house: d.house };
    case 'yearsLeft':
      return { kind: 'yearsLeft', from: num(d.from), to: num(d.to) };
    case 'unpaid':
      return { kind: 'unpaid', year: num(d.year) };
    case 'all':
      return { kind: 'all' };
    default:
      return { kind: '' };
  }
}

const KIND_OPTIONS = (Object.keys(AUDIENCE_KIND_LABELS) as AudienceKind[]).map((k) => ({
  value: k,
  label: AUDIENCE_KIND_LABELS[k],
}));

/** Who receives the announcement: the kind, then the one or two fields that kind needs. */
export function AudienceFields({
  value,
  onChange,
  errors,
}: {
  value: AudienceDraft;
  onChange: (next: AudienceDraft) => void;
  errors: Record<string, string | undefined>;
}) {
  const thisYear = new Date().getFullYear();
  const fixtures = useAudienceFixtures(thisYear);
  const set = (patch: Partial<AudienceDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="announcement-audience">
      <legend>Who receives it</legend>
      <SelectField
        id="announcement-audience"
        label="Audience"
        options={KIND_OPTIONS}
        placeholder="Choose who receives it"
        value={value.kind}
        error={errors.kind}
        onChange={(e) => set({ kind: e.target.value as AudienceKind | '' })}
      />
      {value.kind === 'fixture' && (
        <SelectField
          id="announcement-fixture"
          label="Fixture"
          options={(fixtures.data ?? []).map((f) => ({
            value: String(f.id),
            label: `${f.event}, ${f.fixtureDate}`,
          }))}
          placeholder={fixtures.isPending ? 'Loading the fixtures…' : 'Choose a fixture'}
          value={value.fixtureId}
          error={errors.fixtureId}
          onChange={(e) => set({ fixtureId: e.target.value })}
        />
      )}
      {value.kind === 'house' && (
        <SelectField
          id="announcement-house"
          label="House"
          options={HOUSES}
          placeholder="Choose a house"
          value={value.house}
          error={errors.house}
          onChange={(e) => set({ house: e.target.value })}
        />
      )}
      {value.kind === 'yearsLeft' && (
        <div className="announcement-audience__years">
          <TextField
            id="announcement-from"
            label="Left from (year)"
            inputMode="numeric"
            value={value.from}
            error={errors.from}
            onChange={(e) => set({ from: e.target.value })}
          />
          <TextField
            id="announcement-to"
            label="To (year)"
            inputMode="numeric"
            value={value.to}
            error={errors.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      )}
      {value.kind === 'unpaid' && (
        <TextField
          id="announcement-year"
          label="Subscription year"
          inputMode="numeric"
          value={value.year}
          error={errors.year}
          onChange={(e) => set({ year: e.target.value })}
        />
      )}
    </fieldset>
  );
}
