import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/dialog';
import { Loading } from '@/components/loading';
import { useAuth } from '@/lib/auth';

// The login form (and the form machinery under it) loads only when a session ends on a page with unsaved changes:
// public pages never carry it (decisions 0013 and 0015).
const LoginForm = lazy(() =>
  import('@/features/accounts/components/login-form').then((m) => ({ default: m.LoginForm })),
);

/**
 * The session ended while a form on the page held unsaved changes: instead of leaving for the login page (and
 * losing what was typed), the page stays and this dialog asks the member to log in again; then they save as before.
 * Escape closes it (a refused save opens it again); 'Leave this page' gives the changes up for the login page.
 */
export function SessionEndedDialog() {
  const { askingToSignIn, userId, closeSignInRequest, leaveEndedSession } = useAuth();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // The login form names the tab 'Log in again' while it shows; the page's own title comes back after.
  const [titleBefore, setTitleBefore] = useState<string | null>(null);
  if (askingToSignIn && titleBefore === null) setTitleBefore(document.title);
  useEffect(() => {
    if (askingToSignIn || titleBefore === null) return;
    document.title = titleBefore;
    setTitleBefore(null);
  }, [askingToSignIn, titleBefore]);

  return (
    <Dialog open={askingToSignIn} name="session-dialog" focusFirst={heading} onCancel={closeSignInRequest}>
      <h2 id="session-dialog-title" ref={heading} tabIndex={-1}>
        Please log in again
      </h2>
      <div id="session-dialog-text">
        <p>
          Your session has ended, so you were logged out. What you typed is still on the page: log in again,
          then save it.
        </p>
      </div>
      <Suspense fallback={<Loading />}>
        <LoginForm
          title="Log in again"
          onSignedIn={(member) => {
            // Another member's login does not take over this member's page.
            if (member.id !== userId) navigate('/home', { replace: true });
          }}
        />
      </Suspense>
      <div className="button-group">
        <button type="button" className="button button--secondary" onClick={leaveEndedSession}>
          Leave this page without saving
        </button>
      </div>
    </Dialog>
  );
}
