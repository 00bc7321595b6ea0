import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginPath } from '@shared/return-path';
import { FailedPage } from '@/components/failed-page';
import { QueryView } from '@/components/query-view';
import { usePageTitle } from '@/components/page-head';
import { SideMenu } from '@/components/side-menu';
import { useConfirm } from '@/components/use-confirm';
import { useAuth } from '@/lib/auth';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import { useUser } from '../api/get-user';
import { serverMessage } from '@/components/form/form-messages';
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
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  // The address names the section asked for; the screen shows `shown`. A new address (a link of the menu, Back or
  // Forward) while a form holds unsaved changes keeps the form on the screen and asks first, in the one
  // confirmation dialog: staying puts the address of the form back, leaving shows the section asked for.
  const [shown, setShown] = useState(current.key);
  const [asking, setAsking] = useState<Section | null>(null);
  // Each change of section moves the focus to its heading (not on opening the screen). The layout moves the focus
  // to the page on every new address, after this screen's effects, so the heading takes it a frame later.
  const [choices, setChoices] = useState(0);
  if (current.key !== shown && asking === null) {
    if (hasUnsavedChanges()) setAsking(current.key);
    else {
      setShown(current.key);
      setChoices((n) => n + 1);
    }
  }
  const section = shown;
  const showing = sections.find((s) => s.key === shown) ?? current;
  useEffect(() => {
    if (asking === null) return;
    let live = true;
    void confirm({
      title: `Leave ${showing.label} without saving?`,
      confirmLabel: 'Leave without saving',
      body: <p>Your changes to {showing.label} have not been saved. To keep them, stay and press Save.</p>,
    }).then((leave) => {
      if (!live) return;
      setAsking(null);
      if (leave) {
        setShown(asking);
        setChoices((n) => n + 1);
      } else navigate(profileSectionPath(showing.key), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [asking, confirm, navigate, showing.key, showing.label]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!choices) return;
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [choices]);
  const user = useUser(userId);
  const extra = extraSections.find((s) => s.key === section);
  usePageTitle(`My Profile: ${showing.label}`);

  return (
    <QueryView
      query={user}
      failed={(error) => <FailedPage heading="My Profile">{serverMessage(error)}</FailedPage>}
    >
      {(profile) => (
        <>
          <h1>My Profile</h1>
          <p className="account-email">
            {[profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' ')} ({profile.email})
          </p>
          <div className="with-side-menu">
            <SideMenu label="My Profile" current={showing.label}>
              {sections.map((s) => (
                <li key={s.key}>
                  <Link to={profileSectionPath(s.key)} aria-current={s.key === section ? 'page' : undefined}>
                    {s.label}
                  </Link>
                </li>
              ))}
            </SideMenu>
            <section className="profile-section" aria-labelledby="profile-section-heading">
              <h2 id="profile-section-heading" ref={heading} tabIndex={-1}>
                {showing.label}
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
      )}
    </QueryView>
  );
}
