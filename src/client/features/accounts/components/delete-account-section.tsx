import { deleteAccountSchema } from '@shared/schemas/member-data';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { CURRENT_PASSWORD_FIELD } from './account-fields';

/** My Profile, Delete my account: says what goes and what stays, asks for the password, then signs out. */
export function DeleteAccountSection({ userId }: { userId: number }) {
  const mutation = useDeleteAccount();
  const { signOut } = useAuth();
  const { summary, problem, submit, field } = useSchemaForm(deleteAccountSchema, {
    title: 'My Profile: Delete my account',
    fields: [['password', 'delete-password']],
    defaultValues: { id: userId, password: '' },
  });
  return (
    <SchemaForm
      label="Delete my account"
      onSubmit={submit(async (values) => {
        await mutation.mutateAsync(values);
        // Every session has ended on the server; the layout takes the visitor to the login page, as a logout does.
        signOut('logout');
      })}
      problem={problem}
      problemTitle="Your account was not deleted"
      summary={summary}
      submitLabel="Delete my account"
      submitKind="warning"
      pending={mutation.isPending}
      pendingLabel="Deleting your account"
    >
      <p>Deleting your account cannot be undone. It removes:</p>
      <ul>
        <li>your profile and contact details, and your privacy choices</li>
        <li>your entries for golf days, and your subscription records</li>
        <li>every sign-in, on all your devices, and any links sent to you</li>
      </ul>
      <p>
        What stays: results keep the names as they were written (they are the society&rsquo;s history), and
        the audit log keeps that an account was deleted, without your details. We send you one last e-mail to
        say it is done. You can register again with the same address at any time.
      </p>
      <TextField
        label="Your password"
        hint="To confirm it is you"
        {...CURRENT_PASSWORD_FIELD}
        {...field('password')}
      />
    </SchemaForm>
  );
}
