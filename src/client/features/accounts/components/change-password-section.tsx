import { useState } from 'react';
import { changePasswordFormSchema } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

type Notice = { kind: 'success' | 'error'; title: string } | null;

const TITLE = 'There was an error updating your password';

/** Spec §8: the description of the first item of the error's errors list, or else the error itself. */
function detailOf(err: unknown): string {
  if (err instanceof ApiError) {
    const body = err.body as { errors?: { description?: string }[] } | undefined;
    return body?.errors?.[0]?.description ?? err.message;
  }
  return err instanceof Error ? err.message : String(err);
}

/** Spec §2 My Profile, Change Password. */
export function ChangePasswordSection({ userId }: { userId: number }) {
  const mutation = useChangePassword();
  const [notice, setNotice] = useState<Notice>(null);
  const {
    form,
    summary,
    problem,
    setProblem,
    submit,
    error: err,
  } = useSchemaForm(changePasswordFormSchema, {
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
          }
        },
        () => setNotice({ kind: 'error', title: TITLE }),
      )}
      notice={notice && <Banner kind={notice.kind} title={notice.title} />}
      problem={problem}
      problemBanner={(detail) => (
        <Banner kind="error" title={TITLE}>
          {detail}
        </Banner>
      )}
      summary={summary}
      submitLabel="Change Password"
      pending={mutation.isPending}
      pendingLabel="Changing your password"
    >
      <TextField
        id="password-old"
        label="Old Password"
        type="password"
        autoComplete="current-password"
        error={err('oldPassword')}
        {...form.register('oldPassword')}
      />
      <TextField
        id="password-new"
        label="New Password"
        hint="At least 8 characters"
        type="password"
        autoComplete="new-password"
        error={err('newPassword')}
        {...form.register('newPassword', { deps: ['confirmNewPassword'] })}
      />
      <TextField
        id="password-confirm"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={err('confirmNewPassword')}
        {...form.register('confirmNewPassword')}
      />
    </SchemaForm>
  );
}
