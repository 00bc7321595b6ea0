import type { RefObject } from 'react';
import type { AdminMember } from '@shared/schemas/admin-members';
import { deleteAccountSchema } from '@shared/schemas/member-data';
import { TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useDeleteMemberAccount } from '../api/delete-member-account';

// The administrator's own password, by the shared rule of the delete-account route.
const passwordSchema = deleteAccountSchema.pick({ password: true });

/** Deletes the account once the password is checked: true when it is gone, false (the message shown) when not. */
export type DeleteAccount = () => Promise<boolean>;

/**
 * The question before a member's account is deleted for good, asked in the one confirmation dialog: what goes,
 * and the administrator's own password to confirm. Yes runs `deleteRef.current`; a wrong password keeps the dialog
 * open with its message. The dialog's one field is checked by the schema form's hook; its buttons are the
 * dialog's own.
 */
export function deleteMemberQuestion(member: AdminMember, deleteRef: RefObject<DeleteAccount>) {
  return {
    title: `Delete ${member.firstName} ${member.lastName}'s account?`,
    confirmLabel: 'Yes, delete the account',
    body: <DeleteMemberText member={member} deleteRef={deleteRef} />,
    act: () => deleteRef.current(),
  };
}

function DeleteMemberText({
  member,
  deleteRef,
}: {
  member: AdminMember;
  deleteRef: RefObject<DeleteAccount>;
}) {
  const remove = useDeleteMemberAccount();
  const { form, problem, submit, error } = useSchemaForm(passwordSchema, {
    title: 'Admin: Members',
    fields: [['password', 'delete-member-password']],
    defaultValues: { password: '' },
    // Whatever the server answers is about the password (the only thing the administrator can change here).
    placeGeneral: () => 'password',
  });
  deleteRef.current = async () => {
    let deleted = false;
    await submit(async ({ password }) => {
      await remove.mutateAsync({ id: member.id, password });
      deleted = true;
    })();
    return deleted;
  };
  return (
    <>
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
    </>
  );
}
