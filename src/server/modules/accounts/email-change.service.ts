import { mailSettings, type Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import { endAllSessions } from '../sessions/sessions.service';
import { enqueueMail } from '../mail/outbox.repository';
import { confirmEmailChangeMessage } from '../mail/messages/confirm-email-change';
import { emailAddressInUseMessage } from '../mail/messages/email-address-in-use';
import { emailChangeNoticeMessage } from '../mail/messages/email-change-notice';
import { passwordResetMessage } from '../mail/messages/password-reset';
import {
  createEmailToken,
  mailLink,
  findLiveEmailToken,
  retireEmailTokens,
  useEmailToken,
} from './email-tokens.service';
import { retireCancelTokens } from './email-tokens.repository';
import * as repo from './accounts.repository';

/** How long the old address's 'this was not me' link works. */
export const CANCEL_LINK_TTL_MS = 14 * 24 * 3_600_000;

/**
 * A member asks for a new address (their current password already checked): nothing changes yet. A free address
 * gets a link that makes the change (7 days, once); an address another account has is told so instead, and
 * nothing else differs, so the answer never says which addresses have accounts. The old address is told, with a
 * link that cancels the change.
 */
export async function requestEmailChange(deps: Deps, trx: Db, m: repo.MemberRow, newEmail: string) {
  const now = nowIso();
  const settings = mailSettings(deps);
  if (await repo.emailTakenByOther(trx, newEmail, m.id)) {
    await enqueueMail(trx, { to: newEmail, ...emailAddressInUseMessage(settings) }, now);
  } else {
    const token = await createEmailToken(trx, m.id, 'confirm', { sentTo: newEmail, newEmail });
    const confirm = confirmEmailChangeMessage({
      ...settings,
      firstName: m.first_name,
      newEmail,
      token,
    });
    await enqueueMail(trx, { to: newEmail, ...confirm, aboutMemberId: m.id }, now);
  }
  await tellOldAddress(deps, trx, m, m.email, newEmail, false, now);
}

/**
 * The old address hears of the change, asked for (`done` false) or made, with a link that cancels it. The link is
 * kept as a 'reset' token that names the new address: it is bound to the old address, cannot reset a password
 * or confirm anything, and only cancelling retires it.
 */
async function tellOldAddress(
  deps: Deps,
  trx: Db,
  m: { id: number; first_name: string },
  oldEmail: string,
  newEmail: string,
  done: boolean,
  now: string,
) {
  const token = await createEmailToken(trx, m.id, 'reset', {
    sentTo: oldEmail,
    newEmail,
    retireEarlier: false,
    ttlMs: CANCEL_LINK_TTL_MS,
  });
  const notice = emailChangeNoticeMessage({
    ...mailSettings(deps),
    firstName: m.first_name,
    email: oldEmail,
    newEmail,
    done,
    token,
  });
  // The old address is no longer the member's: the row is found by the member on deletion.
  await enqueueMail(trx, { to: oldEmail, ...notice, aboutMemberId: m.id }, now);
}

/**
 * Uses up a change's link and finds its member, who is to have `address`: undefined when the link was used
 * meanwhile, the member is gone, or another account has that address.
 */
async function useLinkFor(trx: Db, link: { tokenId: number; memberId: number }, address: string) {
  if (!(await useEmailToken(trx, link.tokenId))) return undefined;
  const m = await repo.findById(trx, link.memberId);
  if (!m || (await repo.emailTakenByOther(trx, address, m.id))) return undefined;
  return m;
}

/**
 * The link from the new address: the address changes (unless another member has it by now), every outstanding
 * link sent to the old address stops working, and the old address is told the change is done.
 */
export async function confirmEmailChange(deps: Deps, email: string, token: string) {
  const found = await findLiveEmailToken(deps.db, email, token, ['confirm'], true);
  if (!found?.newEmail) return { changed: false };
  const newEmail = found.newEmail;
  try {
    const changed = await deps.db.transaction().execute(async (trx) => {
      const m = await useLinkFor(trx, found, newEmail);
      if (!m) return false;
      const now = nowIso();
      await repo.setEmail(trx, m.id, newEmail, now);
      await retireEmailTokens(trx, m.id, ['confirm', 'reset', 'invite']);
      await tellOldAddress(deps, trx, m, m.email, newEmail, true, now);
      return true;
    });
    return { changed };
  } catch (err) {
    if (isUniqueViolation(err)) return { changed: false };
    throw err;
  }
}

/**
 * 'This was not me', from the old address: the account goes back to that address (if the change was made), every
 * pending change and e-mailed link stops working, every session ends, the password stops working, and a link to
 * choose a new one goes to the old address. False for a used or expired link, or when another account has taken the old address since.
 */
export async function cancelEmailChange(deps: Deps, email: string, token: string) {
  const found = await findLiveEmailToken(deps.db, email, token, ['reset'], true);
  if (!found?.newEmail) return { cancelled: false };
  const oldEmail = email.trim().toLowerCase();
  try {
    const cancelled = await deps.db.transaction().execute(async (trx) => {
      const m = await useLinkFor(trx, found, oldEmail);
      if (!m) return false;
      const now = nowIso();
      if (m.email !== oldEmail) await repo.setEmail(trx, m.id, oldEmail, now);
      await retireCancelTokens(trx, m.id, now);
      await retireEmailTokens(trx, m.id, ['confirm', 'reset', 'invite']);
      // Whoever asked for the change may know the password: none signs in until one is chosen from the link.
      await repo.clearPasswordHash(trx, m.id, now);
      await endAllSessions(trx, m.id);
      const member = { id: m.id, firstName: m.first_name, email: oldEmail };
      await mailLink(deps, trx, member, 'reset', passwordResetMessage, now);
      deps.log.warn({ memberId: m.id }, 'e-mail address change cancelled from the old address');
      return true;
    });
    return { cancelled };
  } catch (err) {
    if (isUniqueViolation(err)) return { cancelled: false };
    throw err;
  }
}
