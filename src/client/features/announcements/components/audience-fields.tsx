import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { AUDIENCE_KIND_LABELS, audienceSchema, type AudienceKind } from '@shared/schemas/announcements';
import { SelectField, TextField } from '@/components/form-fields';
import { useAudienceFixtures } from '../api/list-fixtures';
import { useSiteSettings } from '@/lib/site-settings';

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
    case 'owing':
      return { kind: 'owing' };
    default:
      return { kind: '' };
  }
}

/** The audience as typed, judged by the shared audience schema (its messages land on the fields typed). */
export const audienceDraftSchema = z
  .object({
    kind: z.string(),
    fixtureId: z.string(),
    house: z.string(),
    from: z.string(),
    to: z.string(),
    year: z.string(),
  })
  .transform((d) => toAudience(d as AudienceDraft))
  .pipe(audienceSchema);

const KIND_OPTIONS = (Object.keys(AUDIENCE_KIND_LABELS) as AudienceKind[]).map((k) => ({
  value: k,
  label: AUDIENCE_KIND_LABELS[k],
}));

/**
 * Who receives the announcement: the kind, then the one or two fields that kind needs. `field(name)` binds an
 * input to the form (its id, error and registration); `kind` is the kind chosen.
 */
export function AudienceFields({
  kind,
  field,
}: {
  kind: string;
  field: (name: keyof AudienceDraft) => UseFormRegisterReturn & { id: string; error?: string };
}) {
  const thisYear = new Date().getFullYear();
  const settings = useSiteSettings();
  const fixtures = useAudienceFixtures(thisYear);
  return (
    <fieldset className="announcement-audience">
      <legend>Who receives it</legend>
      <SelectField
        label="Audience"
        options={KIND_OPTIONS}
        placeholder="Choose who receives it"
        {...field('kind')}
      />
      {kind === 'fixture' && (
        <SelectField
          label="Fixture"
          options={(fixtures.data ?? []).map((f) => ({
            value: String(f.id),
            label: `${f.event}, ${f.fixtureDate}`,
          }))}
          placeholder={fixtures.isPending ? 'Loading the fixtures…' : 'Choose a fixture'}
          {...field('fixtureId')}
        />
      )}
      {kind === 'house' && (
        <SelectField
          label="House"
          options={settings?.houses ?? []}
          placeholder="Choose a house"
          {...field('house')}
        />
      )}
      {kind === 'yearsLeft' && (
        <div className="announcement-audience__years">
          <TextField label="Left from (year)" inputMode="numeric" {...field('from')} />
          <TextField label="To (year)" inputMode="numeric" {...field('to')} />
        </div>
      )}
      {kind === 'unpaid' && <TextField label="Subscription year" inputMode="numeric" {...field('year')} />}
      {kind === 'owing' && (
        <p className="field__hint">
          Each e-mail adds, after your message, what that member owes, their payment reference and how to pay.
          The preview shows the first member&rsquo;s.
        </p>
      )}
    </fieldset>
  );
}
