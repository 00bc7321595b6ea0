import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/form-fields';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useSubmitSummary } from '@/components/form/form-summary';

type Input = z.input<typeof changePasswordFormSchema>;
type Output = z.output<typeof changePasswordFormSchema>;
type Outcome = { kind: 'success' | 'error'; title: string; detail?: string } | null;

const FIELDS: [keyof Input & string, string][] = [
  ['oldPassword', 'password-old'],
  ['newPassword', 'password-new'],
  ['confirmNewPassword', 'password-confirm'],
];

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
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Input, unknown, Output>({
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;
  const summary = useSubmitSummary<Input>(FIELDS);

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      summary.clear();
      mutation.mutate(
        { id: userId, ...values },
        {
          onSuccess: (res) => {
            if (!res) return setOutcome({ kind: 'error', title: TITLE, detail: 'Unknown error' });
            setOutcome({ kind: 'success', title: 'Password Updated Successfully' });
            form.reset();
          },
          onError: (err) => setOutcome({ kind: 'error', title: TITLE, detail: detailOf(err) }),
        },
      );
    },
    (invalid) => {
      summary.onInvalid(invalid);
      setOutcome({ kind: 'error', title: TITLE });
    },
  );

  const err = (name: keyof Input) => errors[name]?.message;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Change Password">
      {outcome && (
        <Banner kind={outcome.kind} title={outcome.title}>
          {outcome.detail}
        </Banner>
      )}
      <ErrorSummary key={summary.attempt} errors={summary.errors} />
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
      <div className="button-group">
        <button type="submit" className="button" disabled={mutation.isPending}>
          Change Password
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Changing your password" />
        </span>
      </div>
    </form>
  );
}
