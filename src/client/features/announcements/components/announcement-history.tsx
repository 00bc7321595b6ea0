import { formatTimestamp } from '@shared/dates';
import { AdminTable } from '@/components/admin-list/admin-table';
import { useAnnouncements } from '../api/list-announcements';

/** Announcements sent, newest first, with their recipients and how many have gone. */
export function AnnouncementHistory() {
  const list = useAnnouncements();
  return (
    <AdminTable
      rows={list.data}
      error={list.error}
      errorTitle="Sorry, the announcements could not be loaded"
      empty="No announcements have been sent yet."
      className="announcement-history"
      caption="Announcements sent"
      captionHidden
      columns={[
        {
          label: 'Sent on',
          cell: (a) => (
            <>
              {formatTimestamp(a.createdAt)}
              {a.author && <span className="cell-note"> by {a.author}</span>}
            </>
          ),
        },
        { label: 'Subject', cell: (a) => a.subject },
        { label: 'Audience', cell: (a) => a.audience },
        { label: 'Recipients', cell: (a) => a.recipients },
        { label: 'Delivered', cell: (a) => a.sent },
        { label: 'Waiting', cell: (a) => a.waiting },
        { label: 'Failed', cell: (a) => a.failed },
      ]}
    />
  );
}
