import { Link } from 'react-router';
import type { z } from 'zod';
import { HOUSES, TITLES } from '@shared/constants';
import { registerFormSchema as registerSchema } from '@shared/schemas/member-data';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useRegister } from '../api/register';

type Input = z.input<typeof registerSchema>;

/**
 * Spec §2 and §5 registration: errors only after a submit attempt; nothing is sent while the form is invalid
 * or the passwords differ (the shared schema checks both, here and on the server).
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const mutation = useRegister();
  const {
    form,
    summary,
    problem,
    setProblem,
    submit,
    error: err,
  } = useSchemaForm(registerSchema, {
    title: 'Register',
    fields: [
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
    ],
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

  return (
    <SchemaForm
      label="Register"
      onSubmit={submit(async () => {
        // The payload as typed (spec §3 registration payload); the server applies the same schema.
        const res = await mutation.mutateAsync(form.getValues());
        if (res) onRegistered();
        else setProblem('Unknown error');
      })}
      problem={problem}
      summary={summary}
      submitLabel="Register"
      pending={mutation.isPending}
      pendingLabel="Registering"
    >
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
    </SchemaForm>
  );
}
