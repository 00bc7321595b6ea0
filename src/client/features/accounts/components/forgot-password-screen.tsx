import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { sendResetEmailSchema } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { usePageTitle } from '@/components/page-head';
import { Spinner } from '@/components/spinner';
import { useSendResetEmail } from '../api/send-reset-email';
import { serverMessage } from '@/components/form/form-summary';
import '../accounts.css';

type Input = z.input<typeof sendResetEmailSchema>;
type Output = z.output<typeof sendResetEmailSchema>;

/** Spec §2 Forgot password: Send is disabled while the address is missing or not valid. */
export function ForgotPasswordScreen() {
  const mutation = useSendResetEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(sendResetEmailSchema),
    mode: 'onTouched',
    defaultValues: { emailAddress: '' },
  });
  const error = form.formState.errors.emailAddress?.message;
  usePageTitle('Forgot Password', !!error);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, { onError: (err) => setFailure(`Oops! ${serverMessage(err)}`) });
  });

  return (
    <>
      <h1>Please Enter Your Email Address To Receive A Password Reset Email</h1>
      {mutation.isSuccess ? (
        <Banner kind="success" title="Please check your email and follow the link to reset your password" />
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-label="Forgot password">
          {failure && <Banner kind="error" title={failure} />}
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={error}
            {...form.register('emailAddress')}
          />
          <div className="button-group">
            <button type="submit" className="button" disabled={!form.formState.isValid || mutation.isPending}>
              Send
            </button>
            <span className="account-spinner-slot">
              <Spinner active={mutation.isPending} label="Sending" />
            </span>
          </div>
        </form>
      )}
    </>
  );
}
