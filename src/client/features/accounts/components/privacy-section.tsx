import { privacySchema, type Privacy } from '@shared/schemas/member-data';
import { ChoicesForm } from '@/components/form/choices-form';
import { useSetPrivacy } from '../api/set-privacy';

/** My Profile, Privacy: whether other members find you in Member Search and see your e-mail address. */
export function PrivacySection({ userId, privacy }: { userId: number; privacy: Privacy }) {
  const mutation = useSetPrivacy();
  return (
    <ChoicesForm
      schema={privacySchema}
      title="My Profile: Privacy"
      label="Privacy"
      values={privacy}
      choices={[
        ['listed', 'privacy-listed', 'List me in Member Search'],
        ['showEmail', 'privacy-show-email', 'Show my e-mail address to other members'],
      ]}
      save={(values) => mutation.mutateAsync({ id: userId, ...values })}
      pending={mutation.isPending}
      saved="Your privacy choices are saved"
      problemTitle="Your privacy choices were not saved"
      submitLabel="Save privacy choices"
      pendingLabel="Saving your privacy choices"
      intro={
        <p>Choose what other members see of you in Member Search. Administrators always see every member.</p>
      }
    />
  );
}
