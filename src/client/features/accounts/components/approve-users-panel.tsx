import { formatHandicap } from '@shared/schemas/member-fields';
import { useState } from 'react';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { useApproveUser } from '../api/approve-user';
import { useUnapprovedUsers } from '../api/list-unapproved-users';
import { serverMessage } from '@/components/form/form-summary';
import '../accounts.css';

/**
 * Spec §2 admin area, Approve Users ('Members Awaiting Approval'): each row's Approve button becomes a
 * disabled 'Approved' once approved. (aria-disabled, so keyboard focus stays on the button.)
 */
export function ApproveUsersPanel() {
  const users = useUnapprovedUsers();
  const approve = useApproveUser();
  const [approved, setApproved] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const onApprove = (id: number) => {
    if (approved.has(id) || approve.isPending) return;
    setFailure(null);
    approve.mutate(id, {
      onSuccess: () => setApproved((s) => new Set(s).add(id)),
      onError: (err) => setFailure(`Oops! ${serverMessage(err)}`),
    });
  };

  return (
    <>
      <h2>Members Awaiting Approval</h2>
      {failure && <Banner kind="error" title={failure} />}
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <Banner kind="error" title="Oops!">
          {serverMessage(users.error)}
        </Banner>
      ) : users.data.length === 0 ? (
        <p>No members are awaiting approval.</p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack approve-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">First Name</th>
                <th scope="col">Last Name</th>
                <th scope="col">Year</th>
                <th scope="col">House</th>
                <th scope="col">Handicap</th>
                <th scope="col">Approve?</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => {
                const done = approved.has(u.id);
                return (
                  <tr key={u.id}>
                    <td data-label="Email">
                      {u.email}
                      {!u.emailConfirmed && (
                        <span className="approve-table__note">Email not yet confirmed</span>
                      )}
                    </td>
                    <td data-label="First Name">{u.firstName}</td>
                    <td data-label="Last Name">{u.lastName}</td>
                    <td data-label="Year">{u.year ?? ''}</td>
                    <td data-label="House">{u.house ?? ''}</td>
                    <td data-label="Handicap">{formatHandicap(u.handicap)}</td>
                    <td data-label="Approve?">
                      <button
                        type="button"
                        className="button button--small"
                        aria-disabled={done ? 'true' : undefined}
                        aria-label={
                          done
                            ? `Approved ${u.firstName} ${u.lastName}`
                            : `Approve ${u.firstName} ${u.lastName}`
                        }
                        onClick={() => onApprove(u.id)}
                      >
                        {done ? 'Approved' : 'Approve'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
