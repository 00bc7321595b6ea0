import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { setUnauthorizedHandler } from './api-client';

export interface AuthState {
  userId: number | null;
  isAdmin: boolean;
  expiresAt: number | null;
}

export interface AuthContextValue extends AuthState {
  isAuthenticated: boolean;
  /** Records a successful login (the secret itself stays in the httpOnly cookie). */
  signIn: (user: { id: number; isAdmin: boolean; expiresAt: number }) => void;
  /** Forgets the session locally; `expired` says the hour ran out rather than the member chose to leave. */
  signOut: (reason?: 'logout' | 'expired') => void;
  lastSignOut: 'logout' | 'expired' | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function readStored(): AuthState {
  try {
    const userId = Number(localStorage.getItem(STORAGE_KEYS.userId));
    const expiresAt = Number(localStorage.getItem(STORAGE_KEYS.sessionExpires));
    const isAdmin = localStorage.getItem(STORAGE_KEYS.isAdmin) === 'true';
    if (userId > 0 && expiresAt > Date.now()) return { userId, isAdmin, expiresAt };
  } catch {
    // Storage may be unavailable (private mode): behave as signed out.
  }
  clearStored();
  return { userId: null, isAdmin: false, expiresAt: null };
}

function clearStored() {
  try {
    localStorage.removeItem(STORAGE_KEYS.userId);
    localStorage.removeItem(STORAGE_KEYS.isAdmin);
    localStorage.removeItem(STORAGE_KEYS.sessionExpires);
  } catch {
    /* nothing stored */
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(readStored);
  const [lastSignOut, setLastSignOut] = useState<'logout' | 'expired' | null>(null);

  const signIn = useCallback((user: { id: number; isAdmin: boolean; expiresAt: number }) => {
    localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
    localStorage.setItem(STORAGE_KEYS.isAdmin, String(user.isAdmin));
    localStorage.setItem(STORAGE_KEYS.sessionExpires, String(user.expiresAt));
    setLastSignOut(null);
    setState({ userId: user.id, isAdmin: user.isAdmin, expiresAt: user.expiresAt });
  }, []);

  const signOut = useCallback((reason: 'logout' | 'expired' = 'logout') => {
    clearStored();
    setLastSignOut(reason);
    setState({ userId: null, isAdmin: false, expiresAt: null });
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
      if (localStorage.getItem(STORAGE_KEYS.userId)) signOut('expired');
    });
    return () => setUnauthorizedHandler(undefined);
  }, [signOut]);

  // Another tab logged in or out.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.userId || e.key === STORAGE_KEYS.sessionExpires) setState(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

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
