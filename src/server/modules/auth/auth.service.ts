import type { Deps } from '../../lib/deps';
import {
  INVALID_LOGIN,
  LOGIN_NOT_APPROVED,
  LOGIN_NOT_CONFIRMED,
  LOGIN_SUSPENDED,
} from '@shared/schemas/accounts';
import { formError, tooManyRequests } from '../../lib/http-errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findByEmail } from '../accounts/accounts.repository';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { startSession } from '../sessions/sessions.service';

/**
 * Login (spec §2, DESIGN.md 'Sessions and security'): only approved members with a confirmed address get in;
 * a correct password on an account that is still waiting is told which step is missing. Attempts are limited per
 * address and account by `attempts` (failures elsewhere never lock the member out), counted before the
 * password is checked so parallel guesses are counted too; an unknown address still costs one argon2 verification.
 */
export async function logIn(
  deps: Deps,
  username: string,
  password: string,
  attempts: AttemptLimiter,
  ip: string,
) {
  const key = `${ip}|${username}`;
  if (!(await attempts.take(key))) {
    const wait = await attempts.retryAfter(key);
    deps.log.warn(
      { account: username, ip, retryAfter: wait },
      'login refused: too many failed attempts from this address',
    );
    throw tooManyRequests(wait);
  }
  const m = await findByEmail(deps.db, username);
  const ok = await verifyPassword(m?.password_hash ?? (await dummyPasswordHash()), password);
  if (!m || !ok || !m.password_hash) {
    deps.log.warn({ account: username, ip, known: !!m }, 'login refused: wrong password');
    throw formError(INVALID_LOGIN);
  }
  await attempts.reset(key);
  if (m.approval === 'suspended') throw formError(LOGIN_SUSPENDED);
  if (!m.email_confirmed_at) throw formError(LOGIN_NOT_CONFIRMED);
  if (m.approval !== 'approved') throw formError(LOGIN_NOT_APPROVED);
  const session = await startSession(deps.db, m.id);
  return { session, member: { id: m.id, isAdmin: m.is_admin === 1 } };
}
