import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form-fields';

/** What the account forms' fields have in common, said once; `{...field(name)}` after a preset binds the input. */
export const EMAIL_FIELD = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  spellCheck: false,
} as const;

/** Spaces, dashes and brackets are fine; a number abroad starts with + and its country code. */
export const MOBILE_FIELD = {
  label: 'Mobile',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  hint: 'For example 07700 900123, or from abroad +852 9123 4567',
} as const;

export const CURRENT_PASSWORD_FIELD = { type: 'password', autoComplete: 'current-password' } as const;

export const HANDICAP_FIELD = {
  label: 'Handicap',
  hint: 'Your handicap index, for example 10.2, or +1.4 for a plus handicap (from +10.0 to 54.0)',
  inputMode: 'text',
  className: 'input--short',
} as const;

export const YEAR_LEFT_FIELD = {
  label: 'Year Left',
  inputMode: 'numeric',
  className: 'input--short',
} as const;

type Bound = UseFormRegisterReturn & { id: string; error?: string };

/** A new password and its confirmation ('Password' and 'Confirm Password', or 'New Password' and 'Confirm New …'). */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  label: string;
  password: Bound;
  confirm: Bound;
}) {
  return (
    <>
      <TextField
        label={label}
        hint="At least 8 characters"
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <TextField label={`Confirm ${label}`} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
