import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-head';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useLogout } from '../api/logout';
import '../accounts.css';

/** Spec §2 Logout: Yes ends the session (server and browser) and lands on /loginregister; Cancel goes home. */
export function LogoutScreen() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useLogout();
  usePageTitle('Logout');

  const yes = () =>
    mutation.mutate(undefined, {
      // Whatever the server says, the browser forgets the session.
      onSettled: () => {
        queryClient.clear();
        signOut('logout');
      },
    });

  return (
    <>
      <h1>Logout</h1>
      <p>Are you sure you want to logout?</p>
      <div className="button-group">
        <button type="button" className="button" onClick={yes} disabled={mutation.isPending}>
          Yes
        </button>
        <button type="button" className="button button--secondary" onClick={() => navigate('/home')}>
          Cancel
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Logging out" />
        </span>
      </div>
    </>
  );
}
