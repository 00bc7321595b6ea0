import { useState } from 'react';
import { privacySchema, type Privacy } from '@shared/schemas/member-data';
import { Banner } from '@/components/banner';
import { CheckboxField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSetPrivacy } from '../api/set-privacy';

/** My Profile, Privacy: whether other members find you in Member Search and see your e-mail address. */
export function PrivacySection({ userId, privacy }: { userId: number; privacy: Privacy }) {
  const mutation = useSetPrivacy();
  const [saved, setSaved] = useState(false);
  const { form, summary, problem, submit } = useSchemaForm(privacySchema, {
    title: 'My Profile: Privacy',
    fields: [],
    defaultValues: privacy,
  });
  return (
    <SchemaForm
      label="Privacy"
      onSubmit={submit(async (values) => {
        setSaved(false);
        await mutation.mutateAsync({ id: userId, ...values });
        setSaved(true);
      })}
      notice={saved && <Banner kind="success" title="Your privacy choices are saved" />}
      problem={problem}
      problemTitle="Your privacy choices were not saved"
      summary={summary}
      submitLabel="Save privacy choices"
      pending={mutation.isPending}
      pendingLabel="Saving your privacy choices"
    >
      <p>Choose what other members see of you in Member Search. Administrators always see every member.</p>
      <CheckboxField id="privacy-listed" label="List me in Member Search" {...form.register('listed')} />
      <CheckboxField
        id="privacy-show-email"
        label="Show my e-mail address to other members"
        {...form.register('showEmail')}
      />
    </SchemaForm>
  );
}
