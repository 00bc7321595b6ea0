import { use, useRef, useState } from 'react';
import { contactDetailsSchema, type UserProfile } from '@shared/schemas/accounts';
import { formatPhoneWithoutRules, loadPhoneRules } from '@shared/phone-rules';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAuth } from '@/lib/auth';
import { useUpdateContactDetails } from '../api/update-contact-details';
import { CURRENT_PASSWORD_FIELD, EMAIL_FIELD, MOBILE_FIELD } from './account-fields';

/**
 * Spec §2 My Profile, Contact Details. A British mobile is written without the phone number rules; a number abroad
 * waits for them (the server has drawn it meanwhile), so the screen is interactive without them (decision 0043).
 * Only this frame waits, before the form's own hooks run.
 */
export function ContactDetailsSection({ profile }: { profile: UserProfile }) {
  const mobileNumber =
    formatPhoneWithoutRules(profile.mobileNumber) ?? use(loadPhoneRules()).formatPhone(profile.mobileNumber);
  return <ContactDetailsForm profile={profile} mobileNumber={mobileNumber} />;
}

function ContactDetailsForm({ profile, mobileNumber }: { profile: UserProfile; mobileNumber: string }) {
  const opened = useRef(profile.versions.contact);
  const mutation = useUpdateContactDetails();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { form, summary, problem, submit, field } = useSchemaForm(contactDetailsSchema, {
    title: 'My Profile: Contact Details',
    fields: [
      ['email', 'contact-email'],
      ['mobileNumber', 'contact-mobile'],
      ['homePhone', 'contact-home-phone'],
      ['businessPhone', 'contact-business-phone'],
      ['addressLine1', 'contact-address'],
      ['postcode', 'contact-postcode'],
      ['initials', 'contact-initials'],
      ['currentPassword', 'contact-current-password'],
    ],
    defaultValues: {
      id: profile.id,
      email: profile.email,
      mobileNumber,
      homePhone: profile.homePhone ?? '',
      businessPhone: profile.businessPhone ?? '',
      addressLine1: profile.addressLine1 ?? '',
      postcode: profile.postcode ?? '',
      initials: profile.initials ?? '',
      currentPassword: '',
    },
  });
  // A member's own new address needs their current password (DESIGN.md 'Sessions and security'): asked for only
  // then; the secretary changing it for them is never asked for the member's password.
  const own = useAuth().userId === profile.id;
  const emailChanging =
    own && (form.watch('email') ?? '').trim().toLowerCase() !== profile.email.trim().toLowerCase();

  return (
    <SchemaForm
      label="Contact Details"
      onSubmit={submit(
        async (values) => {
          setNotice(null);
          // Sent with the version of the section this form was filled from: a save over someone else's change
          // since (the secretary's, say) is refused.
          const saved = await mutation.mutateAsync({
            ...(emailChanging ? values : { ...values, currentPassword: undefined }),
            version: opened.current,
          });
          opened.current = saved.versions.contact;
          // A member without e-mail given an address by the secretary is invited to set a password (decision 0042).
          const invited = !own && profile.email === '' && saved.email !== '';
          // A new address takes effect only from the link sent to it: say so, and show the address in use.
          form.setValue('currentPassword', '');
          // Initials come back as the team sheet writes them ('jrh' → 'J. R. H.').
          form.setValue('initials', saved.initials ?? '');
          if (saved.pendingEmail) form.setValue('email', saved.email);
          setNotice({
            kind: 'success',
            title: 'Contact Details Updated',
            children: saved.pendingEmail
              ? `We have sent a link to ${saved.pendingEmail}. Your new email address takes effect when you follow it; until then your account keeps ${saved.email}.`
              : invited
                ? `An invitation to set a password has been sent to ${saved.email}.`
                : undefined,
          });
        },
        () => setNotice({ kind: 'error', title: 'Please complete your contact details' }),
      )}
      notice={<FocusRegion focusOn={notice}>{notice && <Banner {...notice} />}</FocusRegion>}
      problem={problem}
      problemTitle="There was an error updating your contact details"
      summary={summary}
      submitLabel="Save"
      pending={mutation.isPending}
      pendingLabel="Saving"
    >
      <TextField
        {...EMAIL_FIELD}
        {...(!own && profile.email === ''
          ? { hint: 'This member has no e-mail address. Add one to invite them to set a password.' }
          : {})}
        {...field('email')}
      />
      {emailChanging && (
        <TextField
          label="Current Password"
          hint="To change your email address, enter your current password"
          {...CURRENT_PASSWORD_FIELD}
          {...field('currentPassword')}
        />
      )}
      {/* The rules check the number when the form is checked: fetched as the member comes to it, not later. */}
      <TextField {...MOBILE_FIELD} onFocus={() => void loadPhoneRules()} {...field('mobileNumber')} />
      <TextField label="Home Phone" type="tel" autoComplete="tel" {...field('homePhone')} />
      <TextField label="Business Phone" type="tel" {...field('businessPhone')} />
      <TextField label="Address (first line)" autoComplete="address-line1" {...field('addressLine1')} />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        className="input--short"
        {...field('postcode')}
      />
      {/* Optional: left empty, the team sheet takes them from the first name. */}
      <TextField
        label="Initials (optional)"
        hint="As on a team sheet, for example J. R. H."
        autoComplete="off"
        className="input--short"
        {...field('initials')}
      />
    </SchemaForm>
  );
}
