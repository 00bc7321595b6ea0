import { useRef, useState } from 'react';
import type { SiteSettings } from '@shared/schemas/settings';
import { ActionButton } from '@/components/action-button';
import { FieldFrame, TextAreaField, TextField } from '@/components/form-fields';
import { SavedNotice } from '@/components/form/saved-notice';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useSiteSettings } from '@/lib/site-settings';
import { useSaveSettings } from '../api/save-settings';
import { useUploadCrest } from '../api/upload-crest';
import { SETTINGS_FIELDS, settingsFormSchema, settingsFormValues } from '../lib/settings-form';
import '../settings.css';

/**
 * Admin, Settings (decision 0059): the society's name, crest, colours, houses, titles, texts, contact address,
 * subscription and bank details, on one screen in sections. Saved at once everywhere: pages, e-mails, calendars.
 */
export function SettingsPanel() {
  const settings = useSiteSettings();
  return (
    <div className="settings-admin">
      <h2>Settings</h2>
      <p>
        What the site says about the society. A change shows on every page and in every e-mail once saved.
      </p>
      {settings ? (
        <>
          <CrestForm settings={settings} />
          <SettingsForm settings={settings} />
        </>
      ) : (
        <p>Loading the settings…</p>
      )}
    </div>
  );
}

function CrestForm({ settings }: { settings: SiteSettings }) {
  const upload = useUploadCrest();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(0);
  const send = async () => {
    setError(undefined);
    const file = input.current?.files?.[0];
    if (!file) return setError('Choose the crest, a PNG or SVG image');
    const form = new FormData();
    form.append('file', file);
    try {
      await upload.mutateAsync(form);
      setDone((n) => n + 1);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? ((err.body as { file?: string[] } | undefined)?.file?.[0] ?? err.message)
          : 'The crest could not be sent',
      );
    }
  };
  return (
    <section className="settings-admin__section" aria-labelledby="settings-crest">
      <h3 id="settings-crest">Crest</h3>
      <img
        className="settings-admin__crest"
        src={settings.crestUrl}
        alt={`The crest of ${settings.societyName}`}
      />
      <SavedNotice count={done} title="Crest saved" />
      <FieldFrame
        id="settings-file"
        label="New crest"
        hint="A PNG or SVG image of up to 500 KB."
        error={error}
      >
        <input
          ref={input}
          id="settings-file"
          name="file"
          type="file"
          accept="image/png,image/svg+xml,.png,.svg"
          aria-describedby="settings-file-hint"
        />
      </FieldFrame>
      <ActionButton onClick={send} pending={upload.isPending} pendingLabel="Sending the crest">
        Upload the crest
      </ActionButton>
    </section>
  );
}

type TextName =
  'houses' | 'titles' | 'membershipFeeText' | 'welcomeText' | 'foursomesText' | 'paymentDetails';

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const { form, submit, field, problem, summary, saves } = useSchemaForm(settingsFormSchema, {
    title: 'Admin: Settings',
    fields: SETTINGS_FIELDS as [never, string][],
    defaultValues: settingsFormValues(settings),
  });
  const colour = (name: 'primary' | 'accent', label: string, hint: string) => {
    const value = form.watch(name);
    return (
      <div className="settings-admin__colour">
        <input
          type="color"
          aria-label={`${label}: pick`}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(e) => form.setValue(name, e.currentTarget.value, { shouldDirty: true })}
        />
        <TextField label={label} hint={hint} className="input--short" autoComplete="off" {...field(name)} />
      </div>
    );
  };
  const text = (name: TextName, label: string, hint: string, rows: number) => (
    <TextAreaField label={label} hint={hint} rows={rows} {...field(name)} />
  );
  return (
    <SchemaForm
      label="The society's settings"
      notice={<SavedNotice count={saves} title="Settings saved" />}
      onSubmit={submit(async (body) => {
        const next = await save.mutateAsync(body);
        form.reset(settingsFormValues(next));
      })}
      problem={problem}
      summary={summary}
      submitLabel="Save the settings"
      pending={save.isPending}
      pendingLabel="Saving the settings"
    >
      <fieldset className="settings-admin__section">
        <legend>Name</legend>
        <TextField label="Society name" autoComplete="off" {...field('societyName')} />
        <TextField
          label="Short name"
          hint="Stands for the full name where it will not fit: the header on a phone, a phone's home screen."
          autoComplete="off"
          {...field('shortName')}
        />
        <TextField label="Contact address" type="email" autoComplete="off" {...field('contactEmail')} />
      </fieldset>
      <fieldset className="settings-admin__section">
        <legend>Colours</legend>
        {colour('primary', 'Main colour', 'White text must be readable on it (at least 4.5:1).')}
        {colour('accent', 'Accent colour', 'Must be readable on white (at least 4.5:1).')}
      </fieldset>
      <fieldset className="settings-admin__section">
        <legend>Houses and titles</legend>
        {text('houses', 'Houses', 'One to a line. A member keeps a house taken off the list.', 8)}
        {text('titles', 'Titles', 'One to a line. A member keeps a title taken off the list.', 8)}
      </fieldset>
      <fieldset className="settings-admin__section">
        <legend>Texts</legend>
        {text('membershipFeeText', 'Membership fee text', 'On the register page.', 3)}
        {text(
          'welcomeText',
          'Welcome text',
          "On the home page. A blank line starts a paragraph, '- ' a list's line; [words](/courses) is a link.",
          10,
        )}
        {text(
          'foursomesText',
          'Scratch foursomes text',
          'On the scratch foursomes page, written the same way; **words** are bold.',
          10,
        )}
      </fieldset>
      <fieldset className="settings-admin__section">
        <legend>Money</legend>
        <TextField
          label="Subscription (£)"
          hint="The yearly amount the treasurer records by default."
          className="input--short"
          inputMode="decimal"
          autoComplete="off"
          {...field('subscription')}
        />
        {text(
          'paymentDetails',
          'Bank details for payments',
          "Shown with each member's statement and in the mail to members who owe: one line each.",
          4,
        )}
      </fieldset>
    </SchemaForm>
  );
}
