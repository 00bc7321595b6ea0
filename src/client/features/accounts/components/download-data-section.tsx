import { EXPORT_DATA_URL } from '../api/export-data';

/** My Profile, Download my data: a copy of everything the society holds about you, as a JSON file. */
export function DownloadDataSection() {
  return (
    <div className="form">
      <p>
        Download a copy of everything the website holds about you: your profile, privacy choices, when you
        accepted the privacy notice, the golf days you entered, your subscriptions, your sign-ins and what the
        audit log records about your account.
      </p>
      <p>The file is in JSON, a plain text format that other programs can read.</p>
      <a className="button" href={EXPORT_DATA_URL} download>
        Download my data
      </a>
    </div>
  );
}
