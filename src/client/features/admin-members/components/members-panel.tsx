import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_STATUSES } from '@shared/constants';
import {
  MEMBER_STATUS_LABELS,
  adminMemberListQuerySchema,
  type AdminMember,
} from '@shared/schemas/admin-members';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import type { Notice } from '@/components/banner';
import { PagedTable } from '@/components/admin-list/paged-table';
import { SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { LongWords } from '@/components/long-words';
import { usePageTitle } from '@/components/page-head';
import { usePageParam } from '@/components/page-param';
import { useConfirm } from '@/components/use-confirm';
import { useAuth } from '@/lib/auth';
import { useMemberList, type MemberListFilter } from '../api/list-members';
import { useMemberAction, type MemberAction } from '../api/member-actions';
import { OFFLINE_MEMBER_ADDED_TEXT } from '@shared/schemas/offline-members';
import { ADD_OFFLINE_HEADING_ID, AddOfflineMemberForm } from './add-offline-member-form';
import { deleteMemberQuestion, type DeleteAccount } from './delete-member-question';
import { MemberActions, memberActionQuestion, memberName, type AskedAction } from './member-actions';
import '../admin-members.css';

const STATUS_OPTIONS = MEMBER_STATUSES.map((s) => ({ value: s, label: MEMBER_STATUS_LABELS[s] }));

// The list's query as the server reads it, less the page (a new search starts at the first).
const filterSchema = adminMemberListQuerySchema.omit({ page: true });

/**
 * Set when the administrator removes their own rights: they are taken home, and the browser forgets they were an
 * administrator once this panel has closed. (Earlier, the Admin area's guard would see the change first and send
 * them to the login page.)
 */
function useSteppedDown() {
  const { userId, expiresAt, signIn } = useAuth();
  const steppedDown = useRef(false);
  const session = useRef({ userId, expiresAt, signIn });
  session.current = { userId, expiresAt, signIn };
  useEffect(
    () => () => {
      const { userId: id, expiresAt: until, signIn: record } = session.current;
      if (steppedDown.current && id !== null) record({ id, isAdmin: false, expiresAt: until ?? Date.now() });
    },
    [],
  );
  return steppedDown;
}

/** Members: every member with their status; make or remove administrators, suspend, reinstate, resend e-mails. */
export function MembersPanel() {
  usePageTitle('Admin: Members');
  const [filter, setFilter] = useState<Omit<MemberListFilter, 'page'>>({ search: '', status: '' });
  const [page, setPage] = usePageParam();
  const { summary, problem, submit, field } = useSchemaForm(filterSchema, {
    title: 'Admin: Members',
    fields: [
      ['search', 'members-search'],
      ['status', 'members-status'],
    ],
    defaultValues: { search: '', status: '' },
  });
  const { confirm, dialog } = useConfirm();
  const deleteRef = useRef<DeleteAccount>(async () => false);
  const [message, setMessage] = useState<Notice | null>(null);
  const list = useMemberList({ ...filter, page });
  const act = useMemberAction();

  const auth = useAuth();
  const navigate = useNavigate();
  const steppedDown = useSteppedDown();
  /** Makes the change; what the panel says of it, or null when the administrator has left the panel. */
  const run = (action: MemberAction): Promise<Notice | null> =>
    act.mutateAsync(action).then(
      (r) => {
        if (action.kind === 'setadmin' && !action.isAdmin && action.id === auth.userId) {
          steppedDown.current = true;
          void navigate('/home', { replace: true });
          return null;
        }
        return { kind: 'success', children: r.message };
      },
      (err: Error) => ({ kind: 'error', title: 'Oops!', children: err.message }),
    );
  const runNow = async (action: MemberAction) => setMessage(await run(action));
  const ask = async (asked: AskedAction) => {
    let outcome: Notice | null = null;
    const yes = await confirm({
      ...memberActionQuestion(asked, auth.userId),
      act: async () => {
        outcome = await run(asked.action);
      },
    });
    if (yes) setMessage(outcome);
  };
  const askDelete = async (member: AdminMember) => {
    setMessage(null);
    if (await confirm(deleteMemberQuestion(member, deleteRef)))
      setMessage({ kind: 'success', children: `The account of ${memberName(member)} has been deleted` });
  };

  return (
    <AdminPanel
      heading="Members"
      list={{ message, dialog }}
      className="admin-members"
      formLink={{ headingId: ADD_OFFLINE_HEADING_ID, label: 'Add a member without e-mail' }}
    >
      <SchemaForm
        label="Members"
        role="search"
        className="admin-filter"
        buttonsClassName="admin-filter__button"
        onSubmit={submit(async ({ search, status }) => {
          setMessage(null);
          setFilter({ search: search ?? '', status: status ?? '' });
          setPage(1);
        })}
        problem={problem}
        summary={summary}
        submitLabel="Search"
        pending={false}
      >
        <TextField label="Name or email" maxLength={100} autoComplete="off" {...field('search')} />
        <SelectField label="Status" options={STATUS_OPTIONS} placeholder="Any status" {...field('status')} />
      </SchemaForm>
      <PagedTable
        page={list.data}
        count={(n) => (n === 1 ? '1 member' : `${n} members`)}
        pagerLabel="Member pages"
        onPage={setPage}
        error={list.error}
        errorTitle="Sorry, the members could not be loaded"
        empty="No members match"
        columns={[
          {
            label: 'Name',
            cell: (m) => (
              <>
                <LongWords text={memberName(m)} />
                {m.isAdmin && <span className="admin-badge">Administrator</span>}
              </>
            ),
          },
          {
            label: 'Email',
            cell: (m) => m.email || <span className="admin-no-email">No e-mail</span>,
            className: 'cell-email',
          },
          { label: 'Year Left', cell: (m) => m.yearLeft ?? '' },
          { label: 'House', cell: (m) => m.house ?? '' },
          {
            label: 'Status',
            cell: (m) => (
              <span className={`status status--${m.status}`}>{MEMBER_STATUS_LABELS[m.status]}</span>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (m) => (
              <MemberActions
                member={m}
                busy={act.isPending}
                onRun={(action) => void runNow(action)}
                onAsk={(asked) => void ask(asked)}
                onDelete={() => void askDelete(m)}
              />
            ),
          },
        ]}
      />
      <AddOfflineMemberForm
        onAdded={(name) => setMessage({ kind: 'success', children: OFFLINE_MEMBER_ADDED_TEXT(name) })}
      />
    </AdminPanel>
  );
}
