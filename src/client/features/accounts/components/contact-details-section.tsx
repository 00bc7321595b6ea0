import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contactDetailsSchema, type UserProfile } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/form-fields';
import { Spinner } from '@/components/spinner';
import { useUpdateContactDetails } from '../api/update-contact-details';
import { serverMessage, useSubmitSummary } from '@/components/form/form-summary';

type Input = z.input<typeof contactDetailsSchema>;
type Output = z.output<typeof contactDetailsSchema>;
type Outcome = { kind: 'success' | 'error'; title: string; detail?: string } | null;

const FIELDS: [keyof Input & string, string][] = [
  ['email', 'contact-email'],
  ['mobileNumber', 'contact-mobile'],
  ['homePhone', 'contact-home-phone'],
  ['businessPhone', 'contact-business-phone'],
  ['addressLine1', 'contact-address'],
  ['postcode', 'contact-postcode'],
];

/** Spec §2 My Profile, Contact Details. */
export function ContactDetailsSection({ profile }: { profile: UserProfile }) {
  const mutation = useUpdateContactDetails();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Input, unknown, Output>({
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    resolver: zodResolver(contactDetailsSchema),
    defaultValues: {
      id: profile.id,
      email: profile.email,
      mobileNumber: profile.mobileNumber ?? '',
      homePhone: profile.homePhone ?? '',
      businessPhone: profile.businessPhone ?? '',
      addressLine1: profile.addressLine1 ?? '',
      postcode: profile.postcode ?? '',
    },
  });
  const { errors } = form.formState;
  const summary = useSubmitSummary<Input>(FIELDS);

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      summary.clear();
      mutation.mutate(values, {
        onSuccess: (saved) => {
          // A new address takes effect only from the link sent to it (issue 15): say so, and show the address in use.
          if (saved.pendingEmail) form.setValue('email', saved.email);
          setOutcome({
            kind: 'success',
            title: 'Contact Details Updated',
            detail: saved.pendingEmail
              ? `We have sent a link to ${saved.pendingEmail}. Your new email address takes effect when you follow it; until then your account keeps ${saved.email}.`
              : undefined,
          });
        },
        onError: (err) =>
          setOutcome({
            kind: 'error',
            title: 'There was an error updating your contact details',
            detail: serverMessage(err),
          }),
      });
    },
    (invalid) => {
      summary.onInvalid(invalid);
      setOutcome({ kind: 'error', title: 'Please complete your contact details' });
    },
  );

  const err = (name: keyof Input) => errors[name]?.message;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Contact Details">
      {outcome && (
        <Banner kind={outcome.kind} title={outcome.title}>
          {outcome.detail}
        </Banner>
      )}
      <ErrorSummary key={summary.attempt} errors={summary.errors} />
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={err('email')}
        {...form.register('email')}
      />
      <TextField
        id="contact-mobile"
        label="Mobile"
        hint="Digits only"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={err('mobileNumber')}
        {...form.register('mobileNumber')}
      />
      <TextField
        id="contact-home-phone"
        label="Home Phone"
        type="tel"
        autoComplete="tel"
        error={err('homePhone')}
        {...form.register('homePhone')}
      />
      <TextField
        id="contact-business-phone"
        label="Business Phone"
        type="tel"
        error={err('businessPhone')}
        {...form.register('businessPhone')}
      />
      <TextField
        id="contact-address"
        label="Address (first line)"
        autoComplete="address-line1"
        error={err('addressLine1')}
        {...form.register('addressLine1')}
      />
      <TextField
        id="contact-postcode"
        label="Postcode"
        autoComplete="postal-code"
        className="input--short"
        error={err('postcode')}
        {...form.register('postcode')}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={mutation.isPending}>
          Save
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Saving" />
        </span>
      </div>
    </form>
  );
}
