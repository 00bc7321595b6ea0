import { Link } from 'react-router';
import type { AdminMember } from '@shared/schemas/admin-members';
import type { MemberAction } from '../api/member-actions';

export const memberName = (m: AdminMember) => `${m.firstName} ${m.lastName}`;

/** An action that asks first (suspend, remove an administrator), and the member it is about. */
export interface AskedAction {
  action: MemberAction;
  member: AdminMember;
}

/**
 * A member's row of buttons: make or remove administrator, suspend or reinstate, resend the confirmation
 * e-mail, delete the account, and the links to edit their details (for a member who phones in) and to their
 * history; each named by the member for a screen reader.
 */
export function MemberActions({
  member: m,
  busy,
  onRun,
  onAsk,
  onDelete,
}: {
  member: AdminMember;
  busy: boolean;
  onRun: (action: MemberAction) => void;
  onAsk: (asked: AskedAction) => void;
  onDelete: () => void;
}) {
  const who = <span className="visually-hidden"> {memberName(m)}</span>;
  return (
    <div className="button-group button-group--tight">
      {m.isAdmin ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onAsk({ action: { kind: 'setadmin', id: m.id, isAdmin: false }, member: m })}
        >
          Remove admin{who}
        </button>
      ) : (
        m.status === 'approved' && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => onRun({ kind: 'setadmin', id: m.id, isAdmin: true })}
          >
            Make admin{who}
          </button>
        )
      )}
      {m.status === 'suspended' ? (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => onRun({ kind: 'reinstate', id: m.id })}
        >
          Reinstate{who}
        </button>
      ) : (
        <button
          type="button"
          className="button button--warning button--small"
          onClick={() => onAsk({ action: { kind: 'suspend', id: m.id }, member: m })}
        >
          Suspend{who}
        </button>
      )}
      {m.status === 'awaiting_confirmation' && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => onRun({ kind: 'resendconfirmation', id: m.id })}
        >
          {/* One box (the button lays out its children side by side); 'e-mail' whole, never split at its hyphen. */}
          <span>
            Resend confirmation <span className="no-break">e-mail</span>
            {who}
          </span>
        </button>
      )}
      <button type="button" className="button button--warning button--small" onClick={onDelete}>
        Delete account<span className="visually-hidden"> of {memberName(m)}</span>
      </button>
      <Link to={`/admin/members/${m.id}/edit`} className="admin-actions__link">
        Edit details<span className="visually-hidden"> of {memberName(m)}</span>
      </Link>
      <Link to={`/admin/audit-log?memberId=${m.id}`} className="admin-actions__link">
        History<span className="visually-hidden"> of {memberName(m)}</span>
      </Link>
    </div>
  );
}

/** The question asked before suspending a member or removing an administrator (`selfId`: the one asking). */
export function memberActionQuestion({ action, member }: AskedAction, selfId: number | null) {
  const suspend = action.kind === 'suspend';
  const who = memberName(member);
  const self = member.id === selfId;
  return {
    title: suspend
      ? `Suspend ${who}?`
      : self
        ? 'Remove yourself as an administrator?'
        : `Remove ${who} as an administrator?`,
    confirmLabel: suspend ? 'Yes, suspend' : 'Yes, remove',
    body: suspend ? (
      <p>
        They will be logged out at once, will not be able to log in, and will not appear in the member search.
        You can reinstate them later.
      </p>
    ) : self ? (
      <p>
        You will no longer be able to use the Admin area, and you will be taken to the home page. Only another
        administrator can make you one again.
      </p>
    ) : (
      <p>
        They will no longer be able to use the Admin area. You can make them an administrator again later.
      </p>
    ),
  };
}
