import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { enqueueMail } from '../mail/outbox.repository';
import { passwordChangedMessage } from '../mail/messages/password-changed';
import * as repo from './accounts.repository';

/** Tells the member their password changed (issue 15): a change they did not make is then noticed. */
export async function notifyPasswordChanged(app: FastifyInstance, db: Db, memberId: number, now: string) {
  const m = await repo.findById(db, memberId);
  if (!m) return;
  const { societyName, publicUrl, contactEmail } = app.config;
  const message = passwordChangedMessage({ societyName, publicUrl, firstName: m.first_name, contactEmail });
  await enqueueMail(db, { to: m.email, ...message }, now);
}
