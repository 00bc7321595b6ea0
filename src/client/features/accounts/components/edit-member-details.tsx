import type { ReactNode } from 'react';
import { QueryView } from '@/components/query-view';
import { useUser } from '../api/get-user';
import { ContactDetailsSection } from './contact-details-section';
import { MembershipDetailsSection } from './membership-details-section';
import '../accounts.css';

/**
 * The secretary edits a member's details for him (a member who phones in): the member's own Contact Details and
 * Membership Details forms, sent with his id. The server lets an administrator change any member's record, the
 * e-mail address at once and without a password, and writes each change to the audit log.
 */
export function EditMemberDetails({ memberId, backLink }: { memberId: number; backLink: ReactNode }) {
  const user = useUser(memberId);
  return (
    <QueryView query={user} failed="Sorry, the member's details could not be loaded">
      {(profile) => {
        const name = [profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' ');
        return (
          <div className="edit-member-details">
            <h2>Edit details of {name}</h2>
            <p className="account-email">{profile.email}</p>
            <p>{backLink}</p>
            <section aria-labelledby="edit-member-contact" className="profile-section">
              <h3 id="edit-member-contact">Contact Details</h3>
              <ContactDetailsSection key={profile.id} profile={profile} />
            </section>
            <section aria-labelledby="edit-member-membership" className="profile-section">
              <h3 id="edit-member-membership">Membership Details</h3>
              <MembershipDetailsSection key={profile.id} profile={profile} />
            </section>
          </div>
        );
      }}
    </QueryView>
  );
}
