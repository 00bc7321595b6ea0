import { useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { loginPath } from '@shared/return-path';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useFocusWhen } from '@/components/use-focus-when';
import { useAuth } from '@/lib/auth';
import { useUser } from '../api/get-user';
import { serverMessage } from '@/components/form/form-summary';
import { ChangePasswordSection } from './change-password-section';
import { ContactDetailsSection } from './contact-details-section';
import { MembershipDetailsSection } from './membership-details-section';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { PrivacySection } from './privacy-section';
import { SubscriptionsSection } from './subscriptions-section';
import '../accounts.css';

/** A section other features add to My Profile (the route composes them; features never import each other). */
export interface ProfileSection {
  key: string;
  label: string;
  render: (userId: number) => ReactNode;
}

type Section = string;
const SECTIONS: { key: Section; label: string }[] = [
  { key: 'contact', label: 'Contact Details' },
  { key: 'membership', label: 'Membership Details' },
  { key: 'password', label: 'Change Password' },
  { key: 'privacy', label: 'Privacy' },
  { key: 'subscriptions', label: 'Subscriptions' },
];
/** Last in the menu, after the sections other features add. */
const LAST_SECTIONS: { key: Section; label: string }[] = [
  { key: 'download', label: 'Download my data' },
  { key: 'delete', label: 'Delete my account' },
];

/**
 * Spec §2 My Profile: a visitor with no stored user id goes to /home. A member whose session ends while the screen
 * is open (expiry, spec §4) goes to /loginregister, which brings them back here after the login, where the layout
 * also sends them: both redirects name the same address, so the result never depends on which of the two runs
 * last. With changes not yet saved the screen stays, and the layout asks for the login (decision 0018).
 */
export function MyProfileScreen({ extraSections = [] }: { extraSections?: ProfileSection[] }) {
  const { userId, lastSignOut } = useAuth();
  const [signOutWhenOpened] = useState(lastSignOut);
  if (userId) return <Profile userId={userId} extraSections={extraSections} />;
  const endedHere = lastSignOut !== null && lastSignOut !== signOutWhenOpened;
  if (!endedHere) return <Navigate to="/home" replace />;
  return (
    <Navigate
      to={lastSignOut === 'expired' ? loginPath('/myprofile', 'expired') : '/loginregister'}
      replace
    />
  );
}

function Profile({ userId, extraSections }: { userId: number; extraSections: ProfileSection[] }) {
  const [section, setSection] = useState<Section>('contact');
  // Each choice in the menu moves the focus to the section's heading, which brings it into view: on a phone the
  // menu stands above the section, whose form would otherwise start below the fold (not on opening the screen).
  const [choices, setChoices] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhen(heading, choices);
  const user = useUser(userId);
  const sections = [...SECTIONS, ...extraSections, ...LAST_SECTIONS];
  const current = sections.find((s) => s.key === section)!;
  const extra = extraSections.find((s) => s.key === section);
  usePageTitle(`My Profile: ${current.label}`);

  if (user.isPending) return <Loading />;
  if (user.isError) {
    return (
      <>
        <h1>My Profile</h1>
        <Banner kind="error" title="Oops!">
          {serverMessage(user.error)}
        </Banner>
      </>
    );
  }
  const profile = user.data;
  return (
    <>
      <h1>My Profile</h1>
      <p className="account-email">
        {[profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' ')} ({profile.email})
      </p>
      <div className="with-side-menu">
        <nav aria-label="My Profile">
          <ul className="side-menu">
            {sections.map((s) => (
              <li key={s.key}>
                <button
                  type="button"
                  aria-current={s.key === section ? 'true' : undefined}
                  onClick={() => {
                    setSection(s.key);
                    setChoices((n) => n + 1);
                  }}
                >
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="profile-section" aria-labelledby="profile-section-heading">
          <h2 id="profile-section-heading" ref={heading} tabIndex={-1}>
            {current.label}
          </h2>
          {section === 'contact' && <ContactDetailsSection key={profile.id} profile={profile} />}
          {section === 'membership' && <MembershipDetailsSection key={profile.id} profile={profile} />}
          {section === 'password' && <ChangePasswordSection userId={profile.id} />}
          {section === 'privacy' && <PrivacySection userId={profile.id} privacy={profile.privacy} />}
          {section === 'subscriptions' && <SubscriptionsSection subscriptions={profile.subscriptions} />}
          {section === 'download' && <DownloadDataSection />}
          {section === 'delete' && <DeleteAccountSection userId={profile.id} />}
          {extra?.render(profile.id)}
        </section>
      </div>
    </>
  );
}
