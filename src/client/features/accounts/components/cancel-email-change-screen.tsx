import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/banner';
import { usePageTitle } from '@/components/page-head';
import { ActionButton } from '@/components/action-button';
import { FocusRegion } from '@/components/focus-region';
import { useAuth } from '@/lib/auth';
import { siteInfo } from '@/lib/site-info';
import { useCancelEmailChange } from '../api/cancel-email-change';
import '../accounts.css';

/**
 * The 'This was not me' link of the notice sent to a member's old address when their address changes. Opening the
 * page changes nothing (mail scanners follow links); the button cancels the change, signs the account out
 * everywhere and sends a link to choose a new password.
 */
export function CancelEmailChangeScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const mutation = useCancelEmailChange();
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const cancelled = mutation.data?.cancelled === true;
  const refused = mutation.data?.cancelled === false || mutation.isError;
  usePageTitle(cancelled ? 'Email Address Change Cancelled' : 'Cancel the Email Address Change');

  const cancel = () =>
    mutation.mutate(
      { email, token },
      {
        onSuccess: (result) => {
          // Every session of the account has ended, this browser's too: it forgets the session quietly, so
          // that this page and its message stay (a logout would move on to the login screen).
          if (!result.cancelled) return;
          queryClient.clear();
          signOut('quiet');
        },
      },
    );

  return (
    <>
      <h1>{cancelled ? 'Email Address Change Cancelled' : 'Cancel the Email Address Change'}</h1>
      <FocusRegion focusOn={mutation.data ?? mutation.error}>
        {cancelled && (
          <Banner kind="success" title="The change is cancelled">
            Your account uses <strong className="accounts__address">{email}</strong> again and has been signed
            out everywhere. We have sent a link to that address: please use it now to choose a new password,
            since whoever asked for the change may know your old one.
          </Banner>
        )}
        {refused && (
          <Banner kind="error" title="This link has expired or has already been used">
            If you did not ask for the change, please write to us at{' '}
            <a href={`mailto:${siteInfo.contactEmail}`}>{siteInfo.contactEmail}</a> straight away.
          </Banner>
        )}
      </FocusRegion>
      {!cancelled && !refused && (
        <>
          <p>
            Someone asked to change the email address of the account that uses{' '}
            <strong className="accounts__address">{email}</strong>. If it was not you, cancel the change: the
            account keeps this address, is signed out everywhere, and you will be sent a link to choose a new
            password.
          </p>
          <ActionButton
            onClick={cancel}
            pending={mutation.isPending}
            pendingLabel="Cancelling the change"
            disabled={!email || !token}
          >
            Cancel the change
          </ActionButton>
        </>
      )}
      <p>
        <Link to="/home">Home</Link>
      </p>
    </>
  );
}
