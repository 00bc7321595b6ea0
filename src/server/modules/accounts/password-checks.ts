import type { Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { verifyPassword } from '../../lib/passwords';
import { findById } from './accounts.repository';
import { AttemptLimiter } from '../../lib/attempt-limiter';

/** Current-password checks allowed in 15 minutes, per session and per account. */
export const PASSWORD_CHECKS_PER_SESSION = 5;
export const PASSWORD_CHECKS_PER_ACCOUNT = 10;

/**
 * The limits on checking a signed-in member's current password (Change Password, a new e-mail address, Delete
 * my account): one set for the whole app, so a stolen session cannot guess the password through one route after
 * another. Counted before the check, so parallel guesses count too.
 */
export class PasswordChecks {
  readonly perSession: AttemptLimiter;
  readonly perAccount: AttemptLimiter;
  constructor(db: Db) {
    this.perSession = new AttemptLimiter(
      db,
      'password check, session',
      PASSWORD_CHECKS_PER_SESSION,
      15 * 60_000,
    );
    this.perAccount = new AttemptLimiter(
      db,
      'password check, member',
      PASSWORD_CHECKS_PER_ACCOUNT,
      15 * 60_000,
    );
  }

  /** Counts one check; the seconds to wait when a limit is reached, else 0. */
  async take(who: SignedInMember): Promise<number> {
    for (const [limiter, key] of this.keysOf(who)) {
      if (!(await limiter.take(key))) return limiter.retryAfter(key);
    }
    return 0;
  }

  async reset(who: SignedInMember) {
    for (const [limiter, key] of this.keysOf(who)) await limiter.reset(key);
  }

  private keysOf(who: SignedInMember) {
    return [
      [this.perSession, `session:${who.sessionId}`],
      [this.perAccount, `member:${who.id}`],
    ] as const;
  }
}

/**
 * Checks the signed-in member's own password within the limits: true when right (the counts start again), false
 * when wrong; `tooMany` builds the error thrown when a limit is reached (each route answers in its own shape).
 */
export async function checkOwnPassword(
  deps: Deps,
  checks: PasswordChecks,
  who: SignedInMember,
  password: string,
  tooMany: (waitSeconds: number) => Error,
): Promise<boolean> {
  const wait = await checks.take(who);
  if (wait > 0) {
    deps.log.warn({ memberId: who.id, retryAfter: wait }, 'password check refused: too many attempts');
    throw tooMany(wait);
  }
  const m = await findById(deps.db, who.id);
  const ok = !!m && (await verifyPassword(m.password_hash, password));
  if (ok) await checks.reset(who);
  else deps.log.warn({ memberId: who.id }, 'password check failed: wrong current password');
  return ok;
}
