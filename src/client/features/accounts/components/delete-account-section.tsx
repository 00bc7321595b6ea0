import { useState } from 'react';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/form-fields';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { serverMessage } from '@/components/form/form-summary';

/** My Profile, Delete my account: says what goes and what stays, asks for the password, then signs out. */
export function DeleteAccountSection({ userId }: { userId: number }) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const mutation = useDeleteAccount();
  const { signOut } = useAuth();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (!password) return setMissing(true);
    setMissing(false);
    mutation.mutate(
      { id: userId, password },
      {
        // Every session has ended on the server; the layout takes the visitor to the login page, as a logout does.
        onSuccess: () => signOut('logout'),
      },
    );
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Delete my account">
      {mutation.isError && (
        <Banner kind="error" title="Your account was not deleted">
          {serverMessage(mutation.error)}
        </Banner>
      )}
      <ErrorSummary
        key={attempt}
        errors={missing ? [{ fieldId: 'delete-password', message: 'Enter your password' }] : []}
      />
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
        id="delete-password"
        label="Your password"
        hint="To confirm it is you"
        type="password"
        autoComplete="current-password"
        value={password}
        error={missing ? 'Enter your password' : undefined}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <div className="button-group">
        <button type="submit" className="button button--warning" disabled={mutation.isPending}>
          Delete my account
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Deleting your account" />
        </span>
      </div>
    </form>
  );
}
