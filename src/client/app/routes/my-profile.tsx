import { useParams } from 'react-router';
import { MyProfileScreen, type ProfileSection } from '@/features/accounts';
import { AccountSection } from '@/features/account';
import { CalendarFeedSection } from '@/features/calendar';
import { PreferencesSection } from '@/features/preferences';

/** My Profile with the sections of other features after the spec's three. */
const EXTRA_SECTIONS: ProfileSection[] = [
  { key: 'account', label: 'My Account', render: () => <AccountSection /> },
  { key: 'calendar', label: 'My Calendar', render: () => <CalendarFeedSection /> },
  {
    key: 'preferences',
    label: 'E-mail Preferences',
    render: (userId) => <PreferencesSection userId={userId} />,
  },
];

/** /myprofile (Contact Details, the spec's route) and /myprofile/{section}. */
export function Component() {
  const { section } = useParams();
  return <MyProfileScreen extraSections={EXTRA_SECTIONS} sectionKey={section} />;
}
