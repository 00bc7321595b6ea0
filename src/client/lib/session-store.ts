import { STORAGE_KEYS } from '@shared/constants';

export interface AuthState {
  userId: number | null;
  isAdmin: boolean;
  expiresAt: number | null;
}

export const SIGNED_OUT: AuthState = { userId: null, isAdmin: false, expiresAt: null };

const listeners = new Set<() => void>();
let cached: { raw: string; state: AuthState } | undefined;

function rawStored(): string {
  try {
    return [STORAGE_KEYS.userId, STORAGE_KEYS.isAdmin, STORAGE_KEYS.sessionExpires]
      .map((k) => localStorage.getItem(k) ?? '')
      .join('|');
  } catch {
    // Storage may be unavailable (private mode): behave as signed out.
    return '';
  }
}

/**
 * Who is signed in, as this browser remembers it (the secret itself stays in the httpOnly cookie). The same object
 * comes back until the stored values change, as useSyncExternalStore needs; an ended session reads as signed out.
 */
export function readSession(): AuthState {
  const raw = rawStored();
  if (cached?.raw === raw) {
    if (cached.state.expiresAt === null || cached.state.expiresAt > Date.now()) return cached.state;
  }
  const [id, admin, expires] = raw.split('|');
  const userId = Number(id);
  const expiresAt = Number(expires);
  const state: AuthState =
    userId > 0 && expiresAt > Date.now() ? { userId, isAdmin: admin === 'true', expiresAt } : SIGNED_OUT;
  cached = { raw, state };
  return state;
}

function notify() {
  for (const listener of listeners) listener();
}

export function storeSession(user: { id: number; isAdmin: boolean; expiresAt: number }) {
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
  localStorage.setItem(STORAGE_KEYS.isAdmin, String(user.isAdmin));
  localStorage.setItem(STORAGE_KEYS.sessionExpires, String(user.expiresAt));
  notify();
}

/**
 * The server moved the session's end on (a signed-in answer said so): the stored end follows, only ever later, and
 * only while a member is stored (a logout's own answer never brings the session back).
 */
export function extendStoredSession(expiresAt: number) {
  const current = readSession();
  if (current.userId === null || current.expiresAt === null || expiresAt <= current.expiresAt) return;
  localStorage.setItem(STORAGE_KEYS.sessionExpires, String(expiresAt));
  notify();
}

export function clearSession() {
  try {
    localStorage.removeItem(STORAGE_KEYS.userId);
    localStorage.removeItem(STORAGE_KEYS.isAdmin);
    localStorage.removeItem(STORAGE_KEYS.sessionExpires);
  } catch {
    /* nothing stored */
  }
  notify();
}

/** Listens to this tab's changes and to another tab logging in or out. */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
