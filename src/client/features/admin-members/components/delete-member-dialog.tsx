import { useState } from 'react';
import type { AdminMember } from '@shared/schemas/admin-members';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/form-fields';
import { useDeleteMemberAccount } from '../api/delete-member-account';

/**
 * Deletes a member's account for good (issue 21), in the one confirmation dialog: what goes, and the
 * administrator's own password to confirm. A wrong password keeps the dialog open with its message.
 */
export function DeleteMemberDialog({
  member,
  onClose,
}: {
  member: AdminMember | null;
  onClose: (deleted: string | null) => void;
}) {
  const remove = useDeleteMemberAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const name = member ? `${member.firstName} ${member.lastName}` : '';

  const close = (deleted: string | null) => {
    setPassword('');
    setError(undefined);
    onClose(deleted);
  };
  const confirm = () => {
    if (!member) return;
    if (!password) return setError('Enter your password');
    remove.mutate(
      { id: member.id, password },
      { onSuccess: () => close(name), onError: (err) => setError(err.message) },
    );
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={`Delete ${name}'s account?`}
      confirmLabel="Yes, delete the account"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => close(null)}
    >
      <p>
        Their details, sign-ups and sessions are deleted at once and cannot be recovered. They are sent an
        e-mail saying so. The audit log keeps that an account was deleted, without their details.
      </p>
      <TextField
        id="delete-member-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
    </ConfirmDialog>
  );
}
