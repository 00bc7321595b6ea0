import type { AdminMember } from '@shared/schemas/admin-members';
import { deleteAccountSchema } from '@shared/schemas/member-data';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useDeleteMemberAccount } from '../api/delete-member-account';

// The administrator's own password, by the shared rule of the delete-account route.
const passwordSchema = deleteAccountSchema.pick({ password: true });

/**
 * Deletes a member's account for good, in the one confirmation dialog: what goes, and the
 * administrator's own password to confirm. A wrong password keeps the dialog open with its message. The dialog's
 * one field is checked by the schema form's hook; its buttons are the dialog's own.
 */
export function DeleteMemberDialog({
  member,
  onClose,
}: {
  member: AdminMember | null;
  onClose: (deleted: string | null) => void;
}) {
  const remove = useDeleteMemberAccount();
  const { form, summary, problem, setProblem, submit, error } = useSchemaForm(passwordSchema, {
    title: 'Admin: Members',
    fields: [['password', 'delete-member-password']],
    defaultValues: { password: '' },
    // Whatever the server answers is about the password (the only thing the administrator can change here).
    placeGeneral: () => 'password',
  });
  const name = member ? `${member.firstName} ${member.lastName}` : '';

  const close = (deleted: string | null) => {
    form.reset({ password: '' });
    summary.clear();
    setProblem(null);
    onClose(deleted);
  };
  const confirm = submit(async ({ password }) => {
    if (!member) return;
    await remove.mutateAsync({ id: member.id, password });
    close(name);
  });

  return (
    <ConfirmDialog
      open={member !== null}
      title={`Delete ${name}'s account?`}
      confirmLabel="Yes, delete the account"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
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
        error={error('password') ?? problem ?? undefined}
        {...form.register('password')}
      />
    </ConfirmDialog>
  );
}
