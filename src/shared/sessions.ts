import { SESSION_LIFETIME_MS, SESSION_MAX_MS, SESSION_SLIDE_STEP_MS } from './constants';

/**
 * A session used at `now` lives on until an hour after that use, but never past `SESSION_MAX_MS` after its login
 * (decision 0018). Answers the new expiry (epoch ms) when it moves on by at least `SESSION_SLIDE_STEP_MS`, so a
 * member who keeps using the site costs one write a minute; otherwise null (the stored expiry stands).
 */
export function slidSessionExpiry(
  session: { createdAt: number; expiresAt: number },
  now: number,
): number | null {
  if (session.expiresAt <= now) return null;
  const next = Math.min(now + SESSION_LIFETIME_MS, session.createdAt + SESSION_MAX_MS);
  return next - session.expiresAt >= SESSION_SLIDE_STEP_MS ? next : null;
}
