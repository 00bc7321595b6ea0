import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { RESET_LINK_INVALID, updatePasswordSchema } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { Spinner } from '@/components/spinner';
import { useTokenInfo } from '../api/token-info';
import { useUpdatePassword } from '../api/update-password';
import { serverMessage } from '@/components/form/form-summary';
import '../accounts.css';

type Input = z.input<typeof updatePasswordSchema>;
type Output = z.output<typeof updatePasswordSchema>;

/**
 * Spec §2 Reset password, and the invitation of an imported member (DESIGN.md): the server's
 * GET /api/account/tokeninfo says whether the link works and whether it is an invitation ('Set Your Password').
 */
export function PasswordResetScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const info = useTokenInfo(email, token);
  const heading = info.data?.purpose === 'invite' ? 'Set Your Password' : 'Change Your Password';
  usePageTitle(heading);

  if (info.isPending) return <Loading />;
  return (
    <>
      <h1>{heading}</h1>
      {info.data?.valid ? (
        <ResetForm email={email} token={token} />
      ) : (
        <Banner kind="error" title="Oops!">
          <p>{info.isError ? serverMessage(info.error) : RESET_LINK_INVALID}</p>
          <p>
            <Link to="/forgotpassword">Send me a new password reset email</Link>
          </p>
        </Banner>
      )}
    </>
  );
}

function ResetForm({ email, token }: { email: string; token: string }) {
  const mutation = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updatePasswordSchema),
    mode: 'onTouched',
    defaultValues: { email, token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (mutation.isSuccess) {
    return (
      <Banner kind="success">
        <p>
          Your password has been updated <Link to="/loginregister">click here to login</Link>
        </p>
      </Banner>
    );
  }

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, { onError: (err) => setFailure(`Oops! ${serverMessage(err)}`) });
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={`Password for ${email}`}>
      {failure && <Banner kind="error" title={failure} />}
      <p className="account-email">
        Email: <strong>{email}</strong>
      </p>
      <TextField
        id="reset-password"
        label="Password"
        hint="At least 8 characters"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password', { deps: ['confirmPassword'] })}
      />
      <TextField
        id="reset-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={!form.formState.isValid || mutation.isPending}>
          Update
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Updating" />
        </span>
      </div>
    </form>
  );
}
