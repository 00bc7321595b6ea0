import { formatTimestamp } from '@shared/dates';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { useAnnouncements } from '../api/list-announcements';

/** Announcements sent, newest first, with their recipients and how many have gone. */
export function AnnouncementHistory() {
  const list = useAnnouncements();
  if (list.isPending) return <Loading />;
  if (list.isError) {
    return (
      <Banner kind="error" title="Sorry, the announcements could not be loaded">
        {list.error.message}
      </Banner>
    );
  }
  if (list.data.length === 0) return <p>No announcements have been sent yet.</p>;
  return (
    <table className="table table--stack announcement-history">
      <caption className="visually-hidden">Announcements sent</caption>
      <thead>
        <tr>
          <th scope="col">Sent on</th>
          <th scope="col">Subject</th>
          <th scope="col">Audience</th>
          <th scope="col">Recipients</th>
          <th scope="col">Delivered</th>
          <th scope="col">Waiting</th>
          <th scope="col">Failed</th>
        </tr>
      </thead>
      <tbody>
        {list.data.map((a) => (
          <tr key={a.id}>
            <td data-label="Sent on">
              {formatTimestamp(a.createdAt)}
              {a.author && <span className="announcement-history__author"> by {a.author}</span>}
            </td>
            <td data-label="Subject">{a.subject}</td>
            <td data-label="Audience">{a.audience}</td>
            <td data-label="Recipients">{a.recipients}</td>
            <td data-label="Delivered">{a.sent}</td>
            <td data-label="Waiting">{a.waiting}</td>
            <td data-label="Failed">{a.failed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
