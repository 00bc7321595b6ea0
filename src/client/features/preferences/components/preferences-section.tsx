import { preferencesSchema, type Preferences } from '@shared/schemas/preferences';
import { Banner } from '@/components/banner';
import { ChoicesForm } from '@/components/form/choices-form';
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
  return (
    <ChoicesForm
      schema={preferencesSchema}
      title="My Profile: E-mail Preferences"
      label="E-mail Preferences"
      values={preferences}
      choices={[
        [
          'announcements',
          'preference-announcements',
          'Announcements from the society (news, dinners, the AGM)',
        ],
        ['reminders', 'preference-reminders', 'A reminder a few days before each fixture you are playing in'],
      ]}
      save={(values) => update.mutateAsync({ id: userId, ...values })}
      pending={update.isPending}
      saved="Your preferences have been saved"
      problemBanner={(text) => <Banner kind="error" title={text} />}
      submitLabel="Save preferences"
      pendingLabel="Saving your preferences"
      intro={
        <p>
          Choose which e-mails you receive from the society. E-mails about your account (confirming your
          address, resetting your password, your membership) are always sent.
        </p>
      }
    />
  );
}
