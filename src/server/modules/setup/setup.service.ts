import { SETUP_ADDRESS_LIFETIME_MS, type SetupAdministrator } from '@shared/schemas/setup';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { isoIn, nowIso } from '../../lib/clock';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { findByEmail } from '../accounts/accounts.repository';
import { hasAdministrator, insertAdministrator } from '../admin-members/admin-members.repository';
import { recordAudit } from '../audit/audit.repository';
import { startSession } from '../sessions/sessions.service';
import * as repo from './setup.repository';

// The first run in production (DESIGN.md 'Society settings', decision 0063).

/** The society has an administrator: the set-up address has done its work. */
export const SETUP_DONE_TEXT =
  'The site is already set up: it has an administrator, so set-up addresses no longer work. Sign in instead.';
/** Unknown, used, past its hour, or replaced by the address of a later start. */
export const SETUP_INVALID_TEXT =
  'This set-up address no longer works: it has been used, its hour is over, or the site has printed a newer one. ' +
  'Restart the site to print a new address.';
export const setupEmailTakenText = (email: string) =>
  `${email} is already a member's address: use another, or make that member the administrator with ` +
  `npm run admin:create -- --email ${email} --reset-password`;

/**
 * At a start with no administrator: a new set-up address for the next hour, replacing any earlier one. Null when
 * the society has an administrator.
 */
export async function issueSetupAddress(db: Db): Promise<{ token: string; expiresAt: string } | null> {
  return db.transaction().execute(async (trx) => {
    if (await hasAdministrator(trx)) return null;
    const token = newToken();
    const expiresAt = isoIn(SETUP_ADDRESS_LIFETIME_MS);
    await repo.replaceSetupToken(trx, { tokenHash: hashToken(token), createdAt: nowIso(), expiresAt });
    return { token, expiresAt };
  });
}

/** Refuses an address that cannot be used (404, saying why); answers nothing for one that can. */
export async function checkSetupAddress(db: Db, token: string) {
  if (await hasAdministrator(db)) throw notFound(SETUP_DONE_TEXT);
  if (!(await repo.isLiveSetupToken(db, hashToken(token), nowIso()))) throw notFound(SETUP_INVALID_TEXT);
}

/**
 * The first administrator, created with the address in one transaction: the address is used, the member made and
 * audited and their session started, or nothing is. Of two submissions of one address, one wins; the other is
 * refused as the address used (or the site set up).
 */
export async function createFirstAdministrator(db: Db, token: string, input: SetupAdministrator) {
  await checkSetupAddress(db, token);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const now = nowIso();
      if (await hasAdministrator(trx)) throw notFound(SETUP_DONE_TEXT);
      if (!(await repo.useSetupToken(trx, hashToken(token), now))) throw notFound(SETUP_INVALID_TEXT);
      // Thrown inside the transaction, so the address stays unused for a second try.
      if (await findByEmail(trx, input.email))
        throw fieldErrors({ email: [setupEmailTakenText(input.email)] });
      const id = await insertAdministrator(trx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        now,
      });
      await recordAudit(
        trx,
        {
          actorId: null,
          action: 'admin.create',
          entity: 'member',
          entityId: id,
          after: { email: input.email, isAdmin: true, by: 'set-up address' },
        },
        now,
      );
      const session = await startSession(trx, id);
      return { id, session };
    });
  } catch (err) {
    // A registration with the same address committed meanwhile.
    if (isUniqueViolation(err)) throw fieldErrors({ email: [setupEmailTakenText(input.email)] });
    throw err;
  }
}
