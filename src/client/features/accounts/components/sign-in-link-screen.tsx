import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HOME_PATH, safeReturnPath } from '@shared/return-path';
import { EMAIL_LINK_INVALID_TEXT } from '@shared/schemas/email-link';
import { Banner } from '@/components/banner';
import { usePageTitle } from '@/components/page-head';
import { ActionButton } from '@/components/action-button';
import { FocusRegion } from '@/components/focus-region';
import { useAuth } from '@/lib/auth';
import { useSignInWithLink } from '../api/sign-in-with-link';
import '../accounts.css';

/**
 * /signin/{token}, from the e-mail 'Your link to sign in'. Opening the page changes nothing (mail scanners open
 * links); its one button uses the link and signs the member in, then goes to the page they asked from, else /home.
 */
export function SignInLinkScreen() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const mutation = useSignInWithLink();
  usePageTitle('Sign in');

  const signInNow = () =>
    mutation.mutate(
      { token },
      {
        onSuccess: (res) => {
          signIn({ id: res.id, isAdmin: res.is_admin, expiresAt: Date.parse(res.expires_at) });
          navigate(safeReturnPath(params.get('next')) ?? HOME_PATH, { replace: true });
        },
      },
    );

  return (
    <>
      <h1>Sign in</h1>
      <FocusRegion focusOn={mutation.error}>
        {mutation.isError && (
          <Banner kind="error" title="This link cannot sign you in">
            <p>{EMAIL_LINK_INVALID_TEXT}</p>
            <p>
              <Link to="/loginregister">Go to the login page</Link>
            </p>
          </Banner>
        )}
      </FocusRegion>
      {!mutation.isError && (
        <>
          <p>Press the button to sign in to the website. The link works once.</p>
          <ActionButton
            onClick={signInNow}
            pending={mutation.isPending}
            pendingLabel="Signing you in"
            disabled={mutation.isSuccess}
          >
            Sign me in
          </ActionButton>
        </>
      )}
    </>
  );
}
