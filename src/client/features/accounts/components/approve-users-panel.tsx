import { formatHandicap } from '@shared/handicaps';
import { useState } from 'react';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import type { Notice } from '@/components/banner';
import { AdminTable } from '@/components/admin-list/admin-table';
import { useApproveUser } from '../api/approve-user';
import { useUnapprovedUsers } from '../api/list-unapproved-users';
import { serverMessage } from '@/components/form/form-messages';
import '../accounts.css';

/**
 * Spec §2 admin area, Approve Users ('Members Awaiting Approval'): each row's Approve button becomes a
 * disabled 'Approved' once approved. (aria-disabled, so keyboard focus stays on the button.)
 */
export function ApproveUsersPanel() {
  const users = useUnapprovedUsers();
  const approve = useApproveUser();
  const [approved, setApproved] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<Notice | null>(null);

  const onApprove = (id: number) => {
    if (approved.has(id) || approve.isPending) return;
    setFailure(null);
    approve.mutate(id, {
      onSuccess: () => setApproved((s) => new Set(s).add(id)),
      onError: (err) => setFailure({ kind: 'error', title: `Oops! ${serverMessage(err)}` }),
    });
  };

  return (
    <AdminPanel heading="Members Awaiting Approval" list={{ message: failure }}>
      <AdminTable
        rows={users.data}
        error={users.error}
        errorTitle="Oops!"
        errorText={serverMessage}
        empty="No members are awaiting approval."
        className="approve-table"
        columns={[
          {
            label: 'Email',
            className: 'cell-email',
            cell: (u) => (
              <>
                {u.email}
                {!u.emailConfirmed && <span className="cell-note">Email not yet confirmed</span>}
              </>
            ),
          },
          { label: 'First Name', cell: (u) => u.firstName },
          { label: 'Last Name', cell: (u) => u.lastName },
          { label: 'Year', cell: (u) => u.year ?? '' },
          { label: 'House', cell: (u) => u.house ?? '' },
          { label: 'Handicap', cell: (u) => formatHandicap(u.handicap) },
          {
            label: 'Approve?',
            cell: (u) => {
              const done = approved.has(u.id);
              const who = `${u.firstName} ${u.lastName}`;
              return (
                <button
                  type="button"
                  className="button button--small"
                  aria-disabled={done ? 'true' : undefined}
                  aria-label={done ? `Approved ${who}` : `Approve ${who}`}
                  onClick={() => onApprove(u.id)}
                >
                  {done ? 'Approved' : 'Approve'}
                </button>
              );
            },
          },
        ]}
      />
    </AdminPanel>
  );
}
