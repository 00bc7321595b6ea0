import { useState } from 'react';
import { preferencesSchema, type Preferences } from '@shared/schemas/preferences';
import { Banner } from '@/components/banner';
import { CheckboxField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { QueryView } from '@/components/query-view';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

/** My Profile, E-mail Preferences: announcements and fixture reminders (account e-mails are always sent). */
export function PreferencesSection({ userId }: { userId: number }) {
  return (
    <QueryView query={usePreferences(userId)} failed="Sorry, your preferences could not be loaded">
      {(preferences) => <PreferencesForm userId={userId} preferences={preferences} />}
    </QueryView>
  );
}

function PreferencesForm({ userId, preferences }: { userId: number; preferences: Preferences }) {
  const update = useUpdatePreferences();
  const [saved, setSaved] = useState(false);
  const { form, summary, problem, submit } = useSchemaForm(preferencesSchema, {
    title: 'My Profile: E-mail Preferences',
    fields: [],
    defaultValues: preferences,
  });
  return (
    <SchemaForm
      label="E-mail Preferences"
      onSubmit={submit(async (values) => {
        setSaved(false);
        await update.mutateAsync({ id: userId, ...values });
        setSaved(true);
      })}
      notice={saved && <Banner kind="success" title="Your preferences have been saved" />}
      problem={problem}
      problemBanner={(text) => <Banner kind="error" title={text} />}
      summary={summary}
      submitLabel="Save preferences"
      pending={update.isPending}
      pendingLabel="Saving your preferences"
    >
      <p>
        Choose which e-mails you receive from the society. E-mails about your account (confirming your
        address, resetting your password, your membership) are always sent.
      </p>
      <CheckboxField
        id="preference-announcements"
        label="Announcements from the society (news, dinners, the AGM)"
        {...form.register('announcements')}
      />
      <CheckboxField
        id="preference-reminders"
        label="A reminder a few days before each fixture you are playing in"
        {...form.register('reminders')}
      />
    </SchemaForm>
  );
}
