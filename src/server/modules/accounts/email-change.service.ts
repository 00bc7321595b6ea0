import type { Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import { enqueueMail } from '../mail/outbox.repository';
import { confirmEmailChangeMessage } from '../mail/messages/confirm-email-change';
import { emailChangeNoticeMessage } from '../mail/messages/email-change-notice';
import {
  createEmailToken,
  findLiveEmailToken,
  retireEmailTokens,
  useEmailToken,
} from './email-tokens.service';
import * as repo from './accounts.repository';

/**
 * A member asks for a new address (issue 15, finding 3): nothing changes yet; the new address gets a link that makes
 * the change (7 days, once), and the old address is told, with how to reach the society if it was not them.
 */
export async function requestEmailChange(deps: Deps, trx: Db, m: repo.MemberRow, newEmail: string) {
  const now = nowIso();
  const { societyName, publicUrl, contactEmail } = deps;
  const token = await createEmailToken(trx, m.id, 'confirm', { sentTo: newEmail, newEmail });
  const confirm = confirmEmailChangeMessage({
    societyName,
    publicUrl,
    contactEmail,
    firstName: m.first_name,
    newEmail,
    token,
  });
  await enqueueMail(trx, { to: newEmail, ...confirm, aboutMemberId: m.id }, now);
  await tellOldAddress(deps, trx, m, newEmail, false, now);
}

/** The old address hears of the change: asked for (`done` false) or made. */
async function tellOldAddress(
  { societyName, publicUrl, contactEmail }: Deps,
  trx: Db,
  m: { id: number; first_name: string; email: string },
  newEmail: string,
  done: boolean,
  now: string,
) {
  const notice = emailChangeNoticeMessage({
    societyName,
    publicUrl,
    firstName: m.first_name,
    newEmail,
    contactEmail,
    done,
  });
  // The old address is no longer the member's: the row is found by the member on deletion.
  await enqueueMail(trx, { to: m.email, ...notice, aboutMemberId: m.id }, now);
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
      if (!(await useEmailToken(trx, found.tokenId))) return false;
      const m = await repo.findById(trx, found.memberId);
      if (!m || (await repo.emailTakenByOther(trx, newEmail, m.id))) return false;
      const now = nowIso();
      await repo.setEmail(trx, m.id, newEmail, now);
      await retireEmailTokens(trx, m.id, ['confirm', 'reset', 'invite']);
      await tellOldAddress(deps, trx, m, newEmail, true, now);
      return true;
    });
    return { changed };
  } catch (err) {
    if (isUniqueViolation(err)) return { changed: false };
    throw err;
  }
}
