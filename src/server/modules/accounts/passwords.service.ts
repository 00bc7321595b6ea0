import type { Deps } from '../../lib/deps';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { CONFIRM_NEW_PASSWORD_MISMATCH } from '@shared/schemas/accounts';
import type { SignedInMember } from '../../fastify-types';
import { nowIso } from '../../lib/clock';
import { HttpError, tooManyAttemptsText } from '../../lib/http-errors';
import { checkOwnPassword, type PasswordChecks } from '../auth/password-checks';
import { hashPassword } from '../../lib/passwords';
import { revokeOtherSessions } from '../auth/sessions.repository';
import * as repo from './accounts.repository';
import { notifyPasswordChanged } from './account-notices';
import { retireEmailTokens } from './email-tokens.service';

export interface IdentityError {
  code: string;
  description: string;
}

/** DESIGN.md 'API contract': change password fails with 400 {"errors": [{code, description}]}. */
export const identityErrors = (errors: IdentityError[], status = 400) => new HttpError(status, { errors });

/**
 * My Profile → Change Password: the old password must be right; every other session of the member ends. A session
 * begun from an e-mailed sign-in link needs no old password in its first 15 minutes (decision 0041): the link
 * proved the mailbox, as a reset link would have. After that, or in a session begun with the password, it does.
 */
export async function changePassword(
  deps: Deps,
  who: SignedInMember,
  body: { id: number; oldPassword: string; newPassword: string; confirmNewPassword: string },
  checks: PasswordChecks,
) {
  if (body.id !== who.id) {
    throw identityErrors([{ code: 'Forbidden', description: 'You can only change your own password' }], 403);
  }
  const errors: IdentityError[] = [];
  const linkFresh = who.passwordFreeUntil !== null && nowIso() < who.passwordFreeUntil;
  if (!body.oldPassword && !linkFresh)
    errors.push({ code: 'OldPasswordRequired', description: 'Old Password is required' });
  if (!body.newPassword)
    errors.push({ code: 'NewPasswordRequired', description: 'New Password is required' });
  else if (body.newPassword.length < PASSWORD_MIN_LENGTH)
    errors.push({
      code: 'PasswordTooShort',
      description: `New Password must be ${PASSWORD_MIN_LENGTH} characters long, we need another ${PASSWORD_MIN_LENGTH - body.newPassword.length} characters`,
    });
  if (!body.confirmNewPassword)
    errors.push({ code: 'ConfirmPasswordRequired', description: 'Confirm New Password is required' });
  else if (body.newPassword && body.confirmNewPassword !== body.newPassword)
    errors.push({ code: 'PasswordMismatch', description: CONFIRM_NEW_PASSWORD_MISMATCH });
  if (errors.length) throw identityErrors(errors);

  const tooMany = (wait: number) =>
    new HttpError(
      429,
      { errors: [{ code: 'TooManyAttempts', description: tooManyAttemptsText(wait) }] },
      { 'Retry-After': String(wait) },
    );
  if (
    !(linkFresh && !body.oldPassword) &&
    !(await checkOwnPassword(deps, checks, who, body.oldPassword, tooMany))
  ) {
    throw identityErrors([{ code: 'IncorrectPassword', description: 'Your Old Password is not correct' }]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await repo.setPasswordHash(trx, who.id, passwordHash, now);
    await revokeOtherSessions(trx, who.id, who.sessionId, now);
    // A reset link asked for earlier (perhaps by whoever knew the old password) stops working (issue 15).
    await retireEmailTokens(trx, who.id, ['reset', 'invite']);
    await notifyPasswordChanged(deps, trx, who.id, now);
  });
  deps.log.info({ memberId: who.id }, 'password changed from My Profile');
  return { succeeded: true as const };
}
