import { useState } from 'react';
import { formatTimestamp } from '@shared/dates';
import { MAIL_STATUSES, MAIL_STATUS_LABELS, type MailStatus } from '@shared/schemas/outbox-admin';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import type { Notice } from '@/components/banner';
import { PagedTable } from '@/components/admin-list/paged-table';
import { SelectField } from '@/components/form-fields';
import { usePageTitle } from '@/components/page-head';
import { usePageParam } from '@/components/page-param';
import { useOutboxList } from '../api/list-outbox';
import { useResendOutboxMail } from '../api/resend-outbox-mail';

const STATUS_OPTIONS = MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }));

/** Outbox: every e-mail the site has queued, newest first, with its status; a failed one can be sent again. */
export function OutboxAdminPanel() {
  usePageTitle('Admin: Outbox');
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = usePageParam();
  const [message, setMessage] = useState<Notice | null>(null);
  const list = useOutboxList(status, page);
  const resend = useResendOutboxMail();

  return (
    <AdminPanel
      heading="Outbox"
      intro={
        <p>E-mails the website has sent or is about to send. A message that has failed can be sent again.</p>
      }
      list={{ message }}
      className="outbox"
    >
      <div className="admin-filter">
        <SelectField
          id="outbox-status"
          label="Show"
          options={STATUS_OPTIONS}
          placeholder="All messages"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as MailStatus | '');
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        page={list.data}
        count={(n) => (n === 1 ? '1 message' : `${n} messages`)}
        pagerLabel="Outbox pages"
        onPage={setPage}
        error={list.error}
        errorTitle="Sorry, the outbox could not be loaded"
        empty="No messages"
        columns={[
          { label: 'Queued', cell: (m) => formatTimestamp(m.createdAt) },
          { label: 'To', cell: (m) => m.to, className: 'cell-email' },
          { label: 'Subject', cell: (m) => m.subject },
          {
            label: 'Status',
            cell: (m) => (
              <>
                <span className={`status status--mail-${m.status}`}>{MAIL_STATUS_LABELS[m.status]}</span>
                {m.sentAt && <span className="cell-note"> {formatTimestamp(m.sentAt)}</span>}
              </>
            ),
          },
          { label: 'Attempts', cell: (m) => m.attempts },
          { label: 'Last error', cell: (m) => m.lastError ?? 'None', className: 'cell-wrap' },
          {
            label: 'Action',
            actions: true,
            cell: (m) =>
              m.status === 'failed' && (
                <button
                  type="button"
                  className="button button--small"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(m.id, {
                      onSuccess: (r) => setMessage({ kind: 'success', children: r.message }),
                      onError: (err) => setMessage({ kind: 'error', title: 'Oops!', children: err.message }),
                    })
                  }
                >
                  Send again
                  <span className="visually-hidden">
                    : {m.subject}, to {m.to}
                  </span>
                </button>
              ),
          },
        ]}
      />
    </AdminPanel>
  );
}
