import { useState } from 'react';
import { changePasswordAfterLinkFormSchema, changePasswordFormSchema } from '@shared/schemas/accounts';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useSession } from '../api/get-session';
import { CURRENT_PASSWORD_FIELD, NewPasswordFields } from './account-fields';

const TITLE = 'There was an error updating your password';

/** Spec §8: the description of the first item of the error's errors list, or else the error itself. */
function detailOf(err: unknown): string {
  if (err instanceof ApiError) {
    const body = err.body as { errors?: { description?: string }[] } | undefined;
    return body?.errors?.[0]?.description ?? err.message;
  }
  return err instanceof Error ? err.message : String(err);
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * Spec §2 My Profile, Change Password. In the first 15 minutes of a session begun from an e-mailed sign-in link the
 * old password is not asked for (decision 0041; the server holds the same rule).
 */
export function ChangePasswordSection({ userId }: { userId: number }) {
  const session = useSession();
  const freeUntil = session.data?.password_free_until ?? null;
  const withoutOld = freeUntil !== null && Date.parse(freeUntil) > Date.now();
  return (
    <ChangePasswordForm
      // A new form when the rule changes: its schema and fields differ.
      key={withoutOld ? 'after-link' : 'with-password'}
      userId={userId}
      freeUntil={withoutOld ? freeUntil : null}
      onWindowClosed={() => void session.refetch()}
    />
  );
}

function ChangePasswordForm({
  userId,
  freeUntil,
  onWindowClosed,
}: {
  userId: number;
  freeUntil: string | null;
  onWindowClosed: () => void;
}) {
  const mutation = useChangePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const schema = freeUntil ? changePasswordAfterLinkFormSchema : changePasswordFormSchema;
  const { form, summary, problem, setProblem, submit, field } = useSchemaForm(schema, {
    title: 'My Profile: Change Password',
    fields: [
      ['oldPassword', 'password-old'],
      ['newPassword', 'password-new'],
      ['confirmNewPassword', 'password-confirm'],
    ],
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  return (
    <SchemaForm
      label="Change Password"
      onSubmit={submit(
        async (values) => {
          setNotice(null);
          try {
            const res = await mutation.mutateAsync({ id: userId, ...values });
            if (!res) return setProblem('Unknown error');
            setNotice({ kind: 'success', title: 'Password Updated Successfully' });
            form.reset();
          } catch (e) {
            setProblem(detailOf(e));
            if (freeUntil && e instanceof ApiError && JSON.stringify(e.body).includes('OldPasswordRequired'))
              onWindowClosed();
          }
        },
        () => setNotice({ kind: 'error', title: TITLE }),
      )}
      notice={<FocusRegion focusOn={notice}>{notice && <Banner {...notice} />}</FocusRegion>}
      problem={problem}
      problemTitle={TITLE}
      summary={summary}
      submitLabel="Change Password"
      pending={mutation.isPending}
      pendingLabel="Changing your password"
    >
      {freeUntil ? (
        <p className="account-link-note">
          You signed in with a link from your e-mail, so you can choose a new password without the old one
          until {timeOf(freeUntil)}.
        </p>
      ) : (
        <TextField label="Old Password" {...CURRENT_PASSWORD_FIELD} {...field('oldPassword')} />
      )}
      <NewPasswordFields
        label="New Password"
        password={field('newPassword', { deps: ['confirmNewPassword'] })}
        confirm={field('confirmNewPassword')}
      />
    </SchemaForm>
  );
}
