import type { Action } from '@shared/schemas/act';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import { insertActionTokens } from './act.repository';

/** The address of a one-click link: the page with its one button (GET changes nothing). */
export const actionPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/act/${token}`;

/**
 * New one-click links, each bound to one member, one fixture and one action: 32 random bytes (the site's one
 * token maker, as for account and session tokens), of which only the SHA-256 is stored. Call inside the
 * transaction that queues the e-mail carrying them. Answers the page address of each, in the order asked.
 */
export async function createActionLinks(
  db: Db,
  publicUrl: string,
  links: { memberId: number; fixtureId: number; action: Action }[],
): Promise<string[]> {
  const tokens = links.map(() => newToken());
  await insertActionTokens(
    db,
    links.map((l, i) => ({ ...l, tokenHash: hashToken(tokens[i]) })),
    nowIso(),
  );
  return tokens.map((t) => actionPageUrl(publicUrl, t));
}
