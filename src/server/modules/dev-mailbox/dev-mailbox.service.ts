import type { Db } from '../../db/database';
import { findHtml, listRecent } from '../mail/outbox.repository';

/** The newest messages of the outbox, for the development mailbox. */
export const recentMessages = (db: Db) => listRecent(db, 50);

/** One message's HTML body, for the development mailbox's preview. */
export const messageHtml = (db: Db, id: number) => findHtml(db, id);
