import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { setUnauthorizedHandler } from './api-client';
import {
  clearSession,
  readSession,
  SIGNED_OUT,
  storeSession,
  subscribeSession,
  type AuthState,
} from './session-store';

export type { AuthState };

export interface AuthContextValue extends AuthState {
  isAuthenticated: boolean;
  /** Records a successful login (the secret itself stays in the httpOnly cookie). */
  signIn: (user: { id: number; isAdmin: boolean; expiresAt: number }) => void;
  /** Forgets the session locally; `expired` says the hour ran out rather than the member chose to leave. */
  signOut: (reason?: 'logout' | 'expired') => void;
  lastSignOut: 'logout' | 'expired' | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in member as the browser remembers them. A page rendered on the server is a visitor's page (the
 * server snapshot), so the browser hydrates it as a visitor and then shows a member's parts (the Register? column,
 * the menu) in the render that follows at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeSession, readSession, () => SIGNED_OUT);
  const [lastSignOut, setLastSignOut] = useState<'logout' | 'expired' | null>(null);

  const signIn = useCallback((user: { id: number; isAdmin: boolean; expiresAt: number }) => {
    setLastSignOut(null);
    storeSession(user);
  }, []);

  const signOut = useCallback((reason: 'logout' | 'expired' = 'logout') => {
    setLastSignOut(reason);
    clearSession();
  }, []);

  // The session ends one hour after login (spec §4), in the browser as on the server.
  useEffect(() => {
    if (!state.expiresAt) return;
    const ms = state.expiresAt - Date.now();
    const timer = setTimeout(() => signOut('expired'), Math.max(0, Math.min(ms, 2_147_000_000)));
    return () => clearTimeout(timer);
  }, [state.expiresAt, signOut]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (readSession().userId !== null) signOut('expired');
    });
    return () => setUnauthorizedHandler(undefined);
  }, [signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isAuthenticated: state.userId !== null, signIn, signOut, lastSignOut }),
    [state, signIn, signOut, lastSignOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
