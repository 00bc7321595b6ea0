import { mailSettings, type Deps } from '../../lib/deps';
import type { Db } from '../../db/database';
import { enqueueMail } from '../mail/outbox.repository';
import { passwordChangedMessage } from '../mail/messages/password-changed';
import * as repo from './accounts.repository';

/** Tells the member their password changed: a change they did not make is then noticed. */
export async function notifyPasswordChanged(deps: Deps, db: Db, memberId: number, now: string) {
  const m = await repo.findById(db, memberId);
  if (!m) return;
  const message = passwordChangedMessage({ ...mailSettings(deps), firstName: m.first_name });
  await enqueueMail(db, { to: m.email, ...message }, now);
}
