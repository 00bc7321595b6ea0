import { usePageTitle } from '@/components/page-head';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementHistory } from './announcement-history';
import '../announcements.css';

/** Admin, Announcements: a message to all members or a group, sent through the outbox at a steady rate. */
export function AnnouncementsPanel() {
  usePageTitle('Admin: Announcements');
  return (
    <div className="announcements">
      <h2>Announcements</h2>
      <p>
        Send an e-mail to all members or a group of them. Members who have turned announcements off in My
        Profile are left out, and every message carries a link to unsubscribe.
      </p>
      <AnnouncementForm />
      <h2>Sent announcements</h2>
      <AnnouncementHistory />
    </div>
  );
}
