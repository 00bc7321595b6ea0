import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { HOUSES, TITLES } from '@shared/constants';
import { registerFormSchema as registerSchema } from '@shared/schemas/member-data';
import { Link } from 'react-router';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { usePageTitle } from '@/components/page-head';
import { Spinner } from '@/components/spinner';
import { useRegister } from '../api/register';
import { serverMessage, useSubmitSummary } from '@/components/form/form-summary';

type Input = z.input<typeof registerSchema>;
type Output = z.output<typeof registerSchema>;

const FIELDS: [keyof Input & string, string][] = [
  ['title', 'reg-title'],
  ['firstName', 'reg-first-name'],
  ['lastName', 'reg-last-name'],
  ['email', 'reg-email'],
  ['mobileNumber', 'reg-mobile'],
  ['house', 'reg-house'],
  ['yearLeft', 'reg-year-left'],
  ['handicap', 'reg-handicap'],
  ['password', 'reg-password'],
  ['confirmPassword', 'reg-confirm-password'],
  ['privacyAccepted', 'reg-privacy'],
];

/**
 * Spec §2 and §5 registration: errors only after a submit attempt; nothing is sent while the form is invalid
 * or the passwords differ (the shared schema checks both, here and on the server).
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const mutation = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      title: '' as Input['title'],
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      house: '' as Input['house'],
      yearLeft: '',
      handicap: '',
      password: '',
      confirmPassword: '',
      privacyAccepted: false,
    },
  });
  const { errors } = form.formState;
  const summary = useSubmitSummary<Input>(FIELDS);
  usePageTitle('Register', summary.errors.length > 0 || !!failure);

  const submit = form.handleSubmit(() => {
    summary.clear();
    setFailure(null);
    // The payload as typed (spec §3 registration payload); the server applies the same schema.
    mutation.mutate(form.getValues(), {
      onSuccess: (res) => (res ? onRegistered() : setFailure('Oops! Unknown error')),
      onError: (err) => setFailure(`Oops! ${serverMessage(err)}`),
    });
  }, summary.onInvalid);

  const err = (name: keyof Input) => errors[name]?.message;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Register">
      <ErrorSummary key={summary.attempt} errors={summary.errors} />
      {failure && <Banner kind="error" title={failure} />}
      <SelectField
        id="reg-title"
        label="Title"
        options={TITLES}
        placeholder="Please select a title"
        error={err('title')}
        autoComplete="honorific-prefix"
        {...form.register('title')}
      />
      <TextField
        id="reg-first-name"
        label="First Name"
        autoComplete="given-name"
        error={err('firstName')}
        {...form.register('firstName')}
      />
      <TextField
        id="reg-last-name"
        label="Last Name"
        autoComplete="family-name"
        error={err('lastName')}
        {...form.register('lastName')}
      />
      <TextField
        id="reg-email"
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={err('email')}
        {...form.register('email')}
      />
      <TextField
        id="reg-mobile"
        label="Mobile"
        hint="Digits only, for example 07700900123"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={err('mobileNumber')}
        {...form.register('mobileNumber')}
      />
      <SelectField
        id="reg-house"
        label="House"
        options={HOUSES}
        placeholder="Please choose a house"
        error={err('house')}
        {...form.register('house')}
      />
      <TextField
        id="reg-year-left"
        label="Year Left"
        hint="The year you left school, for example 1985"
        inputMode="numeric"
        className="input--short"
        error={err('yearLeft')}
        {...form.register('yearLeft')}
      />
      <TextField
        id="reg-handicap"
        label="Handicap"
        hint="Your handicap index, for example 10.2, or +1.4 for a plus handicap (from +10.0 to 54.0)"
        inputMode="text"
        className="input--short"
        error={err('handicap')}
        {...form.register('handicap')}
      />
      <TextField
        id="reg-password"
        label="Password"
        hint="At least 8 characters"
        type="password"
        autoComplete="new-password"
        error={err('password')}
        {...form.register('password', { deps: ['confirmPassword'] })}
      />
      <TextField
        id="reg-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={err('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <div className={`field${err('privacyAccepted') ? ' field--error' : ''}`}>
        {err('privacyAccepted') && (
          <p className="field__error" id="reg-privacy-error">
            <span className="visually-hidden">Error:</span> {err('privacyAccepted')}
          </p>
        )}
        <p className="field__hint">
          <Link to="/privacy" target="_blank" rel="noopener">
            Read the privacy notice (opens in a new tab)
          </Link>
          : what we hold about you, why, and for how long.
        </p>
        <CheckboxField
          id="reg-privacy"
          label="I have read the privacy notice"
          aria-describedby={err('privacyAccepted') ? 'reg-privacy-error' : undefined}
          {...form.register('privacyAccepted')}
        />
      </div>
      <div className="button-group">
        <button type="submit" className="button" disabled={mutation.isPending}>
          Register
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Registering" />
        </span>
      </div>
    </form>
  );
}
