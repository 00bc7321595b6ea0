import type { Deps } from '../../lib/deps';
import { changePasswordFormSchema, CONFIRM_NEW_PASSWORD_MISMATCH } from '@shared/schemas/accounts';
import type { SignedInMember } from '../../fastify-types';
import { nowIso } from '../../lib/clock';
import { HttpError, tooManyAttemptsText } from '../../lib/http-errors';
import { checkOwnPassword, type PasswordChecks } from './password-checks';
import { hashPassword } from '../../lib/passwords';
import { revokeOtherSessions } from '../sessions/sessions.repository';
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
 * The change-password rules are the form's own (the shared schema), so the form and the server word them alike;
 * each message goes out under the code the API contract gives it.
 */
export function changePasswordErrors(body: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): IdentityError[] {
  const issues = changePasswordFormSchema.safeParse(body).error?.issues ?? [];
  return issues.map(({ path, message }) => {
    const field = path[0];
    const required = body[field as keyof typeof body] === '';
    const code =
      field === 'oldPassword'
        ? 'OldPasswordRequired'
        : field === 'newPassword'
          ? required
            ? 'NewPasswordRequired'
            : 'PasswordTooShort'
          : message === CONFIRM_NEW_PASSWORD_MISMATCH
            ? 'PasswordMismatch'
            : 'ConfirmPasswordRequired';
    return { code, description: message };
  });
}

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
  const linkFresh = who.passwordFreeUntil !== null && nowIso() < who.passwordFreeUntil;
  const errors = changePasswordErrors(body).filter((e) => !(linkFresh && e.code === 'OldPasswordRequired'));
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
    // A reset link asked for earlier (perhaps by whoever knew the old password) stops working.
    await retireEmailTokens(trx, who.id, ['reset', 'invite']);
    await notifyPasswordChanged(deps, trx, who.id, now);
  });
  deps.log.info({ memberId: who.id }, 'password changed from My Profile');
  return { succeeded: true as const };
}
