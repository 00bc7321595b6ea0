import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import { insertCompetitionTokens } from './competitions.repository';

export type CompetitionAction =
  | 'team-available'
  | 'team-reserve'
  | 'team-unavailable'
  | 'place-accept'
  | 'place-decline'
  | 'place-withdraw';

/**
 * New one-click links of a competition, each bound to one member, the competition and one action (and, for an
 * offer, the place): the same tokens and the same page (/act/{token}, then POST /api/act) as the fixtures' links
 * (modules/act), kept in a table of their own. Call inside the transaction that queues the e-mail carrying them.
 */
export async function createCompetitionLinks(
  db: Db,
  publicUrl: string,
  links: {
    memberId: number;
    competitionId: number;
    action: CompetitionAction;
    placeId?: number | null;
    expiresAt?: string | null;
  }[],
): Promise<string[]> {
  const tokens = links.map(() => newToken());
  await insertCompetitionTokens(
    db,
    links.map((l, i) => ({
      memberId: l.memberId,
      competitionId: l.competitionId,
      action: l.action,
      placeId: l.placeId ?? null,
      expiresAt: l.expiresAt ?? null,
      tokenHash: hashToken(tokens[i]),
    })),
    nowIso(),
  );
  return tokens.map((t) => `${publicUrl.replace(/\/$/, '')}/act/${t}`);
}

/**
 * A player's one-click 'withdraw' link (the published team's e-mail calls it, inside the transaction that queues
 * that e-mail): it frees his place and offers it to the first reserve, as POST /api/competitions/{id}/withdraw does.
 */
export async function createWithdrawLink(
  db: Db,
  publicUrl: string,
  link: { memberId: number; competitionId: number; placeId: number },
): Promise<string> {
  const [url] = await createCompetitionLinks(db, publicUrl, [{ ...link, action: 'place-withdraw' }]);
  return url;
}
