import type { FastifyReply } from 'fastify';
import { SESSION_LIFETIME_MS } from '@shared/constants';
import { slidSessionExpiry } from '@shared/sessions';
import { EMAIL_LINK_TTL_MINUTES } from '@shared/schemas/email-link';
import type { Db } from '../../db/database';
import { isoIn, now as clockNow, nowIso } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import * as sessions from './sessions.repository';

export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';

export interface NewSession {
  token: string;
  xsrfToken: string;
  expiresAt: string;
  sessionId: number;
}

/**
 * A fresh session with a new random token every time (no fixation). `byLink`: it began from an e-mailed sign-in
 * link (decision 0041), which lets My Profile set a new password without the old one for a short while.
 */
export async function startSession(
  db: Db,
  memberId: number,
  opts: { byLink?: boolean } = {},
): Promise<NewSession> {
  const token = newToken();
  const xsrfToken = newToken(24);
  const expiresAt = isoIn(SESSION_LIFETIME_MS);
  const sessionId = await sessions.insertSession(db, {
    tokenHash: hashToken(token),
    memberId,
    xsrfToken,
    createdAt: nowIso(),
    expiresAt,
    byLink: opts.byLink,
  });
  return { token, xsrfToken, expiresAt, sessionId };
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof sessions.findLiveSession>>>;

/** Sessions kept in memory; a member's phone and computer are two. */
const SESSION_CACHE_SIZE = 1000;

/**
 * Finds the live session for a token. With `dataVersion` (SQLite), a session found is kept in memory and found
 * again without a query while nothing has been committed to the database: signing out, a revoked session, a
 * member withdrawn or made admin are all commits, so none is ever missed; the expiry is checked on every use.
 * Tokens that match nothing are never kept, so made-up tokens cannot fill the memory.
 *
 * Each use moves the session's end on to an hour after it, twelve hours after the login at most (decision 0018),
 * written at most once a minute; `slid` says it moved, so the cookies are sent again with the new end.
 */
export function createSessionLookup(db: Db, dataVersion?: () => string) {
  const cache = new Map<string, { version: string; session: LiveSession }>();
  async function find(tokenHash: string, now: string): Promise<LiveSession | undefined> {
    const version = dataVersion?.();
    const hit = version === undefined ? undefined : cache.get(tokenHash);
    if (hit && hit.version === version && hit.session.expiresAt > now) return hit.session;
    const session = await sessions.findLiveSession(db, tokenHash, now);
    if (version !== undefined) {
      cache.delete(tokenHash);
      if (session) {
        if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        // The version was read before the query, so a change committed meanwhile is never hidden.
        cache.set(tokenHash, { version, session });
      }
    }
    return session;
  }
  return async function lookupSession(token: string): Promise<(LiveSession & { slid: boolean }) | undefined> {
    const tokenHash = hashToken(token);
    const now = clockNow();
    const session = await find(tokenHash, now.toISOString());
    if (!session) return undefined;
    const next = slidSessionExpiry(
      { createdAt: Date.parse(session.createdAt), expiresAt: Date.parse(session.expiresAt) },
      now.getTime(),
    );
    if (next === null) return { ...session, slid: false };
    const expiresAt = new Date(next).toISOString();
    await sessions.extendSession(db, session.sessionId, expiresAt);
    // The write is a commit: the cached copy would be dropped at the next use anyway.
    cache.delete(tokenHash);
    return { ...session, expiresAt, slid: true };
  };
}

export const endSession = (db: Db, sessionId: number) => sessions.revokeSession(db, sessionId, nowIso());
export const endAllSessions = (db: Db, memberId: number) =>
  sessions.revokeAllSessionsOfMember(db, memberId, nowIso());

export function setSessionCookies(
  reply: FastifyReply,
  s: Pick<NewSession, 'token' | 'xsrfToken' | 'expiresAt'>,
  secure: boolean,
) {
  const expires = new Date(s.expiresAt);
  reply.setCookie(SESSION_COOKIE, s.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
  reply.setCookie(XSRF_COOKIE, s.xsrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, expires });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/**
 * Until when a session that began from a sign-in link may set a new password without the old one (its first
 * 15 minutes, decision 0041); null for a session begun with the password.
 */
export const passwordFreeUntil = (s: { byLink: number; createdAt: string }): string | null =>
  s.byLink === 1 ? new Date(Date.parse(s.createdAt) + EMAIL_LINK_TTL_MINUTES * 60_000).toISOString() : null;
