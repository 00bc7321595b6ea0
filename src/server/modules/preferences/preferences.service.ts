import type { Preferences, UpdatePreferences } from '@shared/schemas/preferences';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { nowIso } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/http-errors';
import { tokenSecret } from '../../lib/site-secret';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './preferences.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

export const getPreferences = (db: Db, memberId: number) => repo.findPreferences(db, memberId);

/** A member changes their own preferences; an administrator may change anyone's (audited). */
export async function updatePreferences(
  db: Db,
  who: SignedInMember,
  p: UpdatePreferences,
): Promise<Preferences> {
  if (p.id !== who.id && !who.isAdmin) throw forbidden('You can only change your own preferences');
  const values = { announcements: p.announcements, reminders: p.reminders };
  await db.transaction().execute(async (trx) => {
    if (!(await repo.memberExists(trx, p.id))) throw notFound('There is no member with that id');
    const before = await repo.findPreferences(trx, p.id);
    const at = nowIso();
    await repo.savePreferences(trx, p.id, values, at);
    if (p.id !== who.id) {
      await recordAudit(
        trx,
        { actorId: who.id, action: 'preferences', entity: 'member', entityId: p.id, before, after: values },
        at,
      );
    }
  });
  return values;
}

const LINK_NOT_FOUND = 'This unsubscribe link is not valid';

async function read(db: Db, token: string | undefined) {
  const found = token ? readUnsubscribeToken(tokenSecret(), token) : null;
  if (!found || !(await repo.memberExists(db, found.memberId))) throw notFound(LINK_NOT_FOUND);
  return found;
}

/** What an unsubscribe link is for (the page shows it before the member confirms). */
export async function unsubscribeInfo(db: Db, token: string | undefined) {
  const { kind } = await read(db, token);
  return { kind };
}

/** Unsubscribes without signing in: the link's kind of e-mail is turned off. */
export async function unsubscribe(db: Db, token: string | undefined) {
  const { memberId, kind } = await read(db, token);
  await repo.turnOff(db, memberId, kind, nowIso());
  return { kind, unsubscribed: true as const };
}
