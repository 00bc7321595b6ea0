import { useState, type FormEvent } from 'react';
import type { Preferences } from '@shared/schemas/preferences';
import { Banner } from '@/components/banner';
import { CheckboxField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { Spinner } from '@/components/spinner';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

/** My Profile, E-mail Preferences: announcements and fixture reminders (account e-mails are always sent). */
export function PreferencesSection({ userId }: { userId: number }) {
  const query = usePreferences(userId);
  const update = useUpdatePreferences();
  const [edited, setValues] = useState<Preferences | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Banner kind="error" title="Sorry, your preferences could not be loaded">
        {query.error.message}
      </Banner>
    );
  }
  const values = edited ?? query.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    update.mutate(
      { id: userId, ...values },
      {
        onSuccess: () => setNotice({ kind: 'success', text: 'Your preferences have been saved' }),
        onError: (err) => setNotice({ kind: 'error', text: err.message }),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="E-mail Preferences">
      {notice && <Banner kind={notice.kind} title={notice.text} />}
      <p>
        Choose which e-mails you receive from the society. E-mails about your account (confirming your
        address, resetting your password, your membership) are always sent.
      </p>
      <CheckboxField
        id="preference-announcements"
        label="Announcements from the society (news, dinners, the AGM)"
        checked={values.announcements}
        onChange={(e) => setValues({ ...values, announcements: e.target.checked })}
      />
      <CheckboxField
        id="preference-reminders"
        label="A reminder a few days before each fixture you are playing in"
        checked={values.reminders}
        onChange={(e) => setValues({ ...values, reminders: e.target.checked })}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={update.isPending}>
          Save preferences
        </button>
        <Spinner active={update.isPending} label="Saving your preferences" />
      </div>
    </form>
  );
}
