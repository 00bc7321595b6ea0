import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { PageSession } from '@shared/page-data';
import { setSessionExpiresHandler, setUnauthorizedHandler } from './api-client';
import {
  clearSession,
  extendStoredSession,
  readSession,
  SIGNED_OUT,
  storeSession,
  subscribeSession,
  type AuthState,
} from './session-store';
import { hasUnsavedChanges } from './unsaved-changes';

export type { AuthState };
/**
 * Why a session ended here: the member logged out; it ran out (or the server ended it); or a page that stays ended
 * it on purpose (`quiet`: cancelling an e-mail change signs the account out everywhere, and its page says so).
 */
export type SignOutReason = 'logout' | 'expired' | 'quiet';

export interface AuthContextValue extends AuthState {
  isAuthenticated: boolean;
  /** Records a successful login (the secret itself stays in the httpOnly cookie). */
  signIn: (user: { id: number; isAdmin: boolean; expiresAt: number }) => void;
  /** Forgets the session locally; `expired` says the session ran out rather than the member chose to leave. */
  signOut: (reason?: SignOutReason) => void;
  lastSignOut: SignOutReason | null;
  /**
   * The session ended while a form held unsaved changes: the page stays as it is (the member is still shown as
   * signed in, so nothing sends them away) and asks them to log in again to save what they typed.
   */
  sessionEnded: boolean;
  /** Whether that request to log in again is open (the member may close it; a refused save opens it again). */
  askingToSignIn: boolean;
  closeSignInRequest: () => void;
  /** Gives up the page kept for its unsaved changes: the member goes to the login page like any other expiry. */
  leaveEndedSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in member as the browser remembers them. A public page rendered on the server is a visitor's page (the
 * server snapshot), so the browser hydrates it as a visitor and then shows a member's parts (the Register? column,
 * the menu) in the render that follows at once. A member's screen rendered for them (decision 0032) names its
 * member (`serverSession`): the server draws it, and the browser hydrates it, as theirs.
 */
export function AuthProvider({
  serverSession,
  children,
}: {
  serverSession?: PageSession;
  children: ReactNode;
}) {
  const [serverState] = useState<AuthState>(() => (serverSession ? { ...serverSession } : SIGNED_OUT));
  const stored = useSyncExternalStore(subscribeSession, readSession, () => serverState);
  const [seen, setSeen] = useState(stored);
  const [lastSignOut, setLastSignOut] = useState<SignOutReason | null>(null);
  const [held, setHeld] = useState<AuthState | null>(null);
  const [asking, setAsking] = useState(false);
  /** Why the session is being ended, when this tab ends it (a logout, the timer, a 401). */
  const reason = useRef<SignOutReason | null>(null);

  // The stored member changed (a login, a logout, the end of the session, in this tab or another): decided in the
  // render itself, so no screen ever renders the signed-out state before the reason is known.
  if (stored !== seen) {
    setSeen(stored);
    if (stored.userId !== null) {
      reason.current = null;
      setHeld(null);
      setAsking(false);
    } else if (seen.userId !== null) {
      // Another tab's logout ends this tab's session before its time; a session past its end has expired.
      const why =
        reason.current ?? (seen.expiresAt !== null && seen.expiresAt <= Date.now() ? 'expired' : 'logout');
      setLastSignOut(why);
      if (why === 'expired' && hasUnsavedChanges()) {
        setHeld(seen);
        setAsking(true);
      }
    }
  }

  const signIn = useCallback((user: { id: number; isAdmin: boolean; expiresAt: number }) => {
    reason.current = null;
    setLastSignOut(null);
    storeSession(user);
  }, []);

  const signOut = useCallback((why: SignOutReason = 'logout') => {
    reason.current = why;
    if (why !== 'expired') setHeld(null);
    // A save refused while the page is kept asks again.
    else setAsking(true);
    setLastSignOut(why);
    clearSession();
  }, []);

  // The session ends an hour after its last use (spec §4's hour, decision 0018), in the browser as on the server:
  // each signed-in answer moves the stored end on, and this timer with it.
  useEffect(() => {
    if (!stored.expiresAt) return;
    const ms = stored.expiresAt - Date.now();
    const timer = setTimeout(() => signOut('expired'), Math.max(0, Math.min(ms, 2_147_000_000)));
    return () => clearTimeout(timer);
  }, [stored.expiresAt, signOut]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (readSession().userId !== null || held) signOut('expired');
    });
    setSessionExpiresHandler(extendStoredSession);
    return () => {
      setUnauthorizedHandler(undefined);
      setSessionExpiresHandler(undefined);
    };
  }, [signOut, held]);

  const closeSignInRequest = useCallback(() => setAsking(false), []);
  const leaveEndedSession = useCallback(() => {
    setHeld(null);
    setAsking(false);
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const shown = held ?? stored;
    return {
      ...shown,
      isAuthenticated: shown.userId !== null,
      signIn,
      signOut,
      lastSignOut,
      sessionEnded: held !== null,
      askingToSignIn: held !== null && asking,
      closeSignInRequest,
      leaveEndedSession,
    };
  }, [held, stored, signIn, signOut, lastSignOut, asking, closeSignInRequest, leaveEndedSession]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
