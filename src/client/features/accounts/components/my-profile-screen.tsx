import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginPath } from '@shared/return-path';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { SideMenu } from '@/components/side-menu';
import { useConfirm } from '@/components/use-confirm';
import { useAuth } from '@/lib/auth';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
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

/** The address of a section of My Profile: the spec's /myprofile opens Contact Details, each other its own. */
export const profileSectionPath = (key: string) => (key === 'contact' ? '/myprofile' : `/myprofile/${key}`);

/**
 * Spec §2 My Profile: a visitor with no stored user id goes to /home. A member whose session ends while the screen
 * is open (expiry, spec §4) goes to /loginregister, which brings them back here after the login, where the layout
 * also sends them: both redirects name the same address, so the result never depends on which of the two runs
 * last. With changes not yet saved the screen stays, and the layout asks for the login (decision 0018).
 * `sectionKey` comes from the address (/myprofile/preferences), so an e-mail or a bookmark can open a section.
 */
export function MyProfileScreen({
  extraSections = [],
  sectionKey,
}: {
  extraSections?: ProfileSection[];
  sectionKey?: string;
}) {
  const { userId, lastSignOut } = useAuth();
  const { pathname } = useLocation();
  const [signOutWhenOpened] = useState(lastSignOut);
  const sections = [...SECTIONS, ...extraSections, ...LAST_SECTIONS];
  const current = sections.find((s) => s.key === (sectionKey ?? 'contact'));
  if (!current) return <Navigate to="/myprofile" replace />;
  if (userId)
    return <Profile userId={userId} sections={sections} current={current} extraSections={extraSections} />;
  const endedHere = lastSignOut !== null && lastSignOut !== signOutWhenOpened;
  if (!endedHere) return <Navigate to="/home" replace />;
  return (
    <Navigate to={lastSignOut === 'expired' ? loginPath(pathname, 'expired') : '/loginregister'} replace />
  );
}

function Profile({
  userId,
  sections,
  current,
  extraSections,
}: {
  userId: number;
  sections: { key: Section; label: string }[];
  current: { key: Section; label: string };
  extraSections: ProfileSection[];
}) {
  const section = current.key;
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  // Each choice in the menu moves the focus to the section's heading (not on opening the screen). The layout moves
  // the focus to the page on every new address, after this screen's effects, so the heading takes it a frame later.
  const [shown, setShown] = useState(section);
  const [choices, setChoices] = useState(0);
  if (shown !== section) {
    setShown(section);
    setChoices((n) => n + 1);
  }
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!choices) return;
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [choices]);
  const user = useUser(userId);
  const extra = extraSections.find((s) => s.key === section);
  usePageTitle(`My Profile: ${current.label}`);

  /** Changing section with a form's changes not saved asks first: the section's form would lose them. */
  const choose = async (event: MouseEvent<HTMLAnchorElement>, key: Section) => {
    if (key === section || !hasUnsavedChanges()) return;
    event.preventDefault();
    const leave = await confirm({
      title: `Leave ${current.label} without saving?`,
      confirmLabel: 'Leave without saving',
      body: <p>Your changes to {current.label} have not been saved. To keep them, stay and press Save.</p>,
    });
    if (leave) navigate(profileSectionPath(key));
  };

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
        <SideMenu label="My Profile" current={current.label}>
          {sections.map((s) => (
            <li key={s.key}>
              <Link
                to={profileSectionPath(s.key)}
                aria-current={s.key === section ? 'page' : undefined}
                onClick={(event) => void choose(event, s.key)}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </SideMenu>
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
      {dialog}
    </>
  );
}
