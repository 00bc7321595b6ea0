import { useState } from 'react';
import type { Privacy } from '@shared/schemas/member-data';
import { Banner } from '@/components/banner';
import { CheckboxField } from '@/components/form-fields';
import { Spinner } from '@/components/spinner';
import { useSetPrivacy } from '../api/set-privacy';
import { serverMessage } from '@/components/form/form-summary';

/** My Profile, Privacy: whether other members find you in Member Search and see your e-mail address. */
export function PrivacySection({ userId, privacy }: { userId: number; privacy: Privacy }) {
  const [listed, setListed] = useState(privacy.listed);
  const [showEmail, setShowEmail] = useState(privacy.showEmail);
  const mutation = useSetPrivacy();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    mutation.mutate({ id: userId, listed, showEmail });
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Privacy">
      {mutation.isSuccess && <Banner kind="success" title="Your privacy choices are saved" />}
      {mutation.isError && (
        <Banner kind="error" title="Your privacy choices were not saved">
          {serverMessage(mutation.error)}
        </Banner>
      )}
      <p>Choose what other members see of you in Member Search. Administrators always see every member.</p>
      <CheckboxField
        id="privacy-listed"
        label="List me in Member Search"
        checked={listed}
        onChange={(e) => setListed(e.currentTarget.checked)}
      />
      <CheckboxField
        id="privacy-show-email"
        label="Show my e-mail address to other members"
        checked={showEmail}
        onChange={(e) => setShowEmail(e.currentTarget.checked)}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={mutation.isPending}>
          Save privacy choices
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Saving your privacy choices" />
        </span>
      </div>
    </form>
  );
}
