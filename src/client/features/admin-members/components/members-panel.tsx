import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { MEMBER_STATUSES } from '@shared/constants';
import {
  MEMBER_STATUS_LABELS,
  adminMemberListQuerySchema,
  type AdminMember,
} from '@shared/schemas/admin-members';
import { Banner } from '@/components/banner';
import { SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useFocusWhen } from '@/components/use-focus-when';
import { useMemberList, type MemberListFilter } from '../api/list-members';
import { useMemberAction, type MemberAction } from '../api/member-actions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteMemberDialog } from './delete-member-dialog';
import { Pager } from '@/components/pager';
import '../admin-members.css';

const STATUS_OPTIONS = MEMBER_STATUSES.map((s) => ({ value: s, label: MEMBER_STATUS_LABELS[s] }));

// The list's query as the server reads it, less the page (a new search starts at the first).
const filterSchema = adminMemberListQuerySchema.omit({ page: true });

interface Pending {
  action: MemberAction;
  member: AdminMember;
}

/** Members: every member with their status; make or remove administrators, suspend, reinstate, resend e-mails. */
export function MembersPanel() {
  usePageTitle('Admin: Members');
  const [filter, setFilter] = useState<MemberListFilter>({ search: '', status: '', page: 1 });
  const { form, summary, problem, submit, error } = useSchemaForm(filterSchema, {
    title: 'Admin: Members',
    fields: [
      ['search', 'members-search'],
      ['status', 'members-status'],
    ],
    defaultValues: { search: '', status: '' },
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState<AdminMember | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const list = useMemberList(filter);
  const act = useMemberAction();

  useFocusWhen(messageRef, message);

  const run = (action: MemberAction) => {
    act.mutate(action, {
      onSuccess: (r) => setMessage({ kind: 'success', text: r.message }),
      onError: (err) => setMessage({ kind: 'error', text: err.message }),
      onSettled: () => setPending(null),
    });
  };

  const name = (m: AdminMember) => `${m.firstName} ${m.lastName}`;

  return (
    <div className="admin-members">
      <h2>Members</h2>
      <div ref={messageRef} tabIndex={-1} className="admin-members__message">
        {message && (
          <Banner kind={message.kind} title={message.kind === 'error' ? 'Oops!' : undefined}>
            {message.text}
          </Banner>
        )}
      </div>
      <SchemaForm
        label="Members"
        role="search"
        className="admin-filter"
        buttonsClassName="admin-filter__button"
        onSubmit={submit(async ({ search, status }) => {
          setMessage(null);
          setFilter({ search: search ?? '', status: status ?? '', page: 1 });
        })}
        problem={problem}
        summary={summary}
        submitLabel="Search"
        pending={false}
      >
        <TextField
          id="members-search"
          label="Name or email"
          maxLength={100}
          autoComplete="off"
          error={error('search')}
          {...form.register('search')}
        />
        <SelectField
          id="members-status"
          label="Status"
          options={STATUS_OPTIONS}
          placeholder="Any status"
          error={error('status')}
          {...form.register('status')}
        />
      </SchemaForm>

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Banner kind="error" title="Sorry, the members could not be loaded">
          {list.error.message}
        </Banner>
      ) : list.data.total === 0 ? (
        <p className="admin-empty">No members match</p>
      ) : (
        <>
          <table className="table table--stack admin-table">
            <caption>{list.data.total === 1 ? '1 member' : `${list.data.total} members`}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Year Left</th>
                <th scope="col">House</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((m) => (
                <tr key={m.id}>
                  <td data-label="Name">
                    {name(m)}
                    {m.isAdmin && <span className="admin-badge">Administrator</span>}
                  </td>
                  <td data-label="Email" className="admin-table__email">
                    {m.email}
                  </td>
                  <td data-label="Year Left">{m.yearLeft ?? ''}</td>
                  <td data-label="House">{m.house ?? ''}</td>
                  <td data-label="Status">
                    <span className={`status status--${m.status}`}>{MEMBER_STATUS_LABELS[m.status]}</span>
                  </td>
                  <td data-label="Actions">
                    <div className="admin-actions">
                      {m.isAdmin ? (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          onClick={() =>
                            setPending({ action: { kind: 'setadmin', id: m.id, isAdmin: false }, member: m })
                          }
                        >
                          Remove admin<span className="visually-hidden"> {name(m)}</span>
                        </button>
                      ) : (
                        m.status === 'approved' && (
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            disabled={act.isPending}
                            onClick={() => run({ kind: 'setadmin', id: m.id, isAdmin: true })}
                          >
                            Make admin<span className="visually-hidden"> {name(m)}</span>
                          </button>
                        )
                      )}
                      {m.status === 'suspended' ? (
                        <button
                          type="button"
                          className="button button--small"
                          disabled={act.isPending}
                          onClick={() => run({ kind: 'reinstate', id: m.id })}
                        >
                          Reinstate<span className="visually-hidden"> {name(m)}</span>
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button button--warning button--small"
                          onClick={() => setPending({ action: { kind: 'suspend', id: m.id }, member: m })}
                        >
                          Suspend<span className="visually-hidden"> {name(m)}</span>
                        </button>
                      )}
                      {m.status === 'awaiting_confirmation' && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={act.isPending}
                          onClick={() => run({ kind: 'resendconfirmation', id: m.id })}
                        >
                          Resend confirmation e-mail<span className="visually-hidden"> {name(m)}</span>
                        </button>
                      )}
                      <button
                        type="button"
                        className="button button--warning button--small"
                        onClick={() => {
                          setMessage(null);
                          setDeleting(m);
                        }}
                      >
                        Delete account<span className="visually-hidden"> of {name(m)}</span>
                      </button>
                      <Link to={`/admin/audit-log?memberId=${m.id}`} className="admin-actions__link">
                        History<span className="visually-hidden"> of {name(m)}</span>
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            label="Member pages"
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action.kind === 'suspend'
            ? `Suspend ${pending ? name(pending.member) : ''}?`
            : `Remove ${pending ? name(pending.member) : ''} as an administrator?`
        }
        confirmLabel={pending?.action.kind === 'suspend' ? 'Yes, suspend' : 'Yes, remove'}
        busy={act.isPending}
        onConfirm={() => pending && run(pending.action)}
        onCancel={() => setPending(null)}
      >
        {pending?.action.kind === 'suspend' ? (
          <p>
            They will be logged out at once, will not be able to log in, and will not appear in the member
            search. You can reinstate them later.
          </p>
        ) : (
          <p>
            They will no longer be able to use the Admin area. You can make them an administrator again later.
          </p>
        )}
      </ConfirmDialog>
      <DeleteMemberDialog
        member={deleting}
        onClose={(deleted) => {
          setDeleting(null);
          if (deleted) setMessage({ kind: 'success', text: `The account of ${deleted} has been deleted` });
        }}
      />
    </div>
  );
}
