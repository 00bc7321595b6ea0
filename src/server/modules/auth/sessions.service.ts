import type { FastifyReply } from 'fastify';
import { SESSION_LIFETIME_MS } from '@shared/constants';
import type { Db } from '../../db/database';
import { isoIn, nowIso } from '../../lib/clock';
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

/** A fresh session with a new random token every time (no fixation). */
export async function startSession(db: Db, memberId: number): Promise<NewSession> {
  const token = newToken();
  const xsrfToken = newToken(24);
  const expiresAt = isoIn(SESSION_LIFETIME_MS);
  const sessionId = await sessions.insertSession(db, {
    tokenHash: hashToken(token),
    memberId,
    xsrfToken,
    createdAt: nowIso(),
    expiresAt,
  });
  return { token, xsrfToken, expiresAt, sessionId };
}

export function lookupSession(db: Db, token: string) {
  return sessions.findLiveSession(db, hashToken(token), nowIso());
}

export const endSession = (db: Db, sessionId: number) => sessions.revokeSession(db, sessionId, nowIso());
export const endAllSessions = (db: Db, memberId: number) =>
  sessions.revokeAllSessionsOfMember(db, memberId, nowIso());

export function setSessionCookies(reply: FastifyReply, s: NewSession, secure: boolean) {
  const expires = new Date(s.expiresAt);
  reply.setCookie(SESSION_COOKIE, s.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
  reply.setCookie(XSRF_COOKIE, s.xsrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, expires });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
}
