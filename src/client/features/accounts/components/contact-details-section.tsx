import { useState } from 'react';
import { contactDetailsSchema, type UserProfile } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useUpdateContactDetails } from '../api/update-contact-details';

type Notice = { kind: 'success' | 'error'; title: string; detail?: string } | null;

/** Spec §2 My Profile, Contact Details. */
export function ContactDetailsSection({ profile }: { profile: UserProfile }) {
  const mutation = useUpdateContactDetails();
  const [notice, setNotice] = useState<Notice>(null);
  const {
    form,
    summary,
    problem,
    submit,
    error: err,
  } = useSchemaForm(contactDetailsSchema, {
    title: 'My Profile: Contact Details',
    fields: [
      ['email', 'contact-email'],
      ['mobileNumber', 'contact-mobile'],
      ['homePhone', 'contact-home-phone'],
      ['businessPhone', 'contact-business-phone'],
      ['addressLine1', 'contact-address'],
      ['postcode', 'contact-postcode'],
    ],
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

  return (
    <SchemaForm
      label="Contact Details"
      onSubmit={submit(
        async (values) => {
          setNotice(null);
          const saved = await mutation.mutateAsync(values);
          // A new address takes effect only from the link sent to it (issue 15): say so, and show the address in use.
          if (saved.pendingEmail) form.setValue('email', saved.email);
          setNotice({
            kind: 'success',
            title: 'Contact Details Updated',
            detail: saved.pendingEmail
              ? `We have sent a link to ${saved.pendingEmail}. Your new email address takes effect when you follow it; until then your account keeps ${saved.email}.`
              : undefined,
          });
        },
        () => setNotice({ kind: 'error', title: 'Please complete your contact details' }),
      )}
      notice={
        notice && (
          <Banner kind={notice.kind} title={notice.title}>
            {notice.detail}
          </Banner>
        )
      }
      problem={problem}
      problemBanner={(detail) => (
        <Banner kind="error" title="There was an error updating your contact details">
          {detail}
        </Banner>
      )}
      summary={summary}
      submitLabel="Save"
      pending={mutation.isPending}
      pendingLabel="Saving"
    >
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
    </SchemaForm>
  );
}
