import { Link } from 'react-router';
import type { z } from 'zod';
import { registerFormSchema as registerSchema } from '@shared/schemas/member-data';
import { CheckboxField, TextField } from '@/components/form-fields';
import { HouseField, TitleField } from '@/components/society-choice-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useRegister } from '../api/register';
import {
  EMAIL_FIELD,
  HANDICAP_FIELD,
  MOBILE_FIELD,
  NewPasswordFields,
  YEAR_LEFT_FIELD,
} from './account-fields';

type Input = z.input<typeof registerSchema>;

/**
 * Spec §2 and §5 registration: errors only after a submit attempt; nothing is sent while the form is invalid
 * or the passwords differ (the shared schema checks both, here and on the server).
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const mutation = useRegister();
  const { form, summary, problem, setProblem, submit, field } = useSchemaForm(registerSchema, {
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
      <TitleField autoComplete="honorific-prefix" {...field('title')} />
      <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      <TextField {...EMAIL_FIELD} {...field('email')} />
      <TextField {...MOBILE_FIELD} {...field('mobileNumber')} />
      <HouseField {...field('house')} />
      <TextField
        {...YEAR_LEFT_FIELD}
        hint="The year you left school, for example 1985"
        {...field('yearLeft')}
      />
      <TextField {...HANDICAP_FIELD} {...field('handicap')} />
      <NewPasswordFields
        label="Password"
        password={field('password', { deps: ['confirmPassword'] })}
        confirm={field('confirmPassword')}
      />
      <CheckboxField
        label="I have read the privacy notice"
        hint={
          <>
            <Link to="/privacy" target="_blank" rel="noopener">
              Read the privacy notice (opens in a new tab)
            </Link>
            : what we hold about you, why, and for how long.
          </>
        }
        {...field('privacyAccepted')}
      />
    </SchemaForm>
  );
}
