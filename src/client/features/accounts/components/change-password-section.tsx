import { useState } from 'react';
import { changePasswordFormSchema } from '@shared/schemas/accounts';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
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

/** Spec §2 My Profile, Change Password. */
export function ChangePasswordSection({ userId }: { userId: number }) {
  const mutation = useChangePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { form, summary, problem, setProblem, submit, field } = useSchemaForm(changePasswordFormSchema, {
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
      notice={<FocusRegion focusOn={notice}>{notice && <Banner {...notice} />}</FocusRegion>}
      problem={problem}
      problemTitle={TITLE}
      summary={summary}
      submitLabel="Change Password"
      pending={mutation.isPending}
      pendingLabel="Changing your password"
    >
      <TextField label="Old Password" {...CURRENT_PASSWORD_FIELD} {...field('oldPassword')} />
      <NewPasswordFields
        label="New Password"
        password={field('newPassword', { deps: ['confirmNewPassword'] })}
        confirm={field('confirmNewPassword')}
      />
    </SchemaForm>
  );
}
