import { useRef, useState } from 'react';
import { formatTimestamp } from '@shared/dates';
import { MAIL_STATUSES, MAIL_STATUS_LABELS, type MailStatus } from '@shared/schemas/outbox-admin';
import { Banner } from '@/components/banner';
import { SelectField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useFocusWhen } from '@/components/use-focus-when';
import { useOutbox, useResendMail } from '../api/outbox';
import { Pager } from '@/components/pager';
import '../admin-members.css';

const STATUS_OPTIONS = MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }));

/** Outbox: every e-mail the site has queued, newest first, with its status; a failed one can be sent again. */
export function OutboxPanel() {
  usePageTitle('Admin: Outbox');
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const list = useOutbox(status, page);
  const resend = useResendMail();

  useFocusWhen(messageRef, message);

  return (
    <div className="outbox">
      <h2>Outbox</h2>
      <p>E-mails the website has sent or is about to send. A message that has failed can be sent again.</p>
      <div ref={messageRef} tabIndex={-1} className="admin-members__message">
        {message && (
          <Banner kind={message.kind} title={message.kind === 'error' ? 'Oops!' : undefined}>
            {message.text}
          </Banner>
        )}
      </div>
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
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Banner kind="error" title="Sorry, the outbox could not be loaded">
          {list.error.message}
        </Banner>
      ) : list.data.total === 0 ? (
        <p className="admin-empty">No messages</p>
      ) : (
        <>
          <table className="table table--stack admin-table">
            <caption>{list.data.total === 1 ? '1 message' : `${list.data.total} messages`}</caption>
            <thead>
              <tr>
                <th scope="col">Queued</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((m) => (
                <tr key={m.id}>
                  <td data-label="Queued">{formatTimestamp(m.createdAt)}</td>
                  <td data-label="To" className="admin-table__email">
                    {m.to}
                  </td>
                  <td data-label="Subject">{m.subject}</td>
                  <td data-label="Status">
                    <span className={`status status--mail-${m.status}`}>{MAIL_STATUS_LABELS[m.status]}</span>
                    {m.sentAt && <span className="admin-table__note"> {formatTimestamp(m.sentAt)}</span>}
                  </td>
                  <td data-label="Attempts">{m.attempts}</td>
                  <td data-label="Last error" className="admin-table__error">
                    {m.lastError ?? 'None'}
                  </td>
                  <td data-label="Action">
                    {m.status === 'failed' ? (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={resend.isPending}
                        onClick={() =>
                          resend.mutate(m.id, {
                            onSuccess: (r) => setMessage({ kind: 'success', text: r.message }),
                            onError: (err) => setMessage({ kind: 'error', text: err.message }),
                          })
                        }
                      >
                        Send again
                        <span className="visually-hidden">
                          : {m.subject}, to {m.to}
                        </span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            label="Outbox pages"
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
