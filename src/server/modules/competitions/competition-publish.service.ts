import { longDate } from '@shared/act-words';
import { londonToday } from '@shared/dates';
import { isNoEmailAddress } from '@shared/no-email';
import { sheetName } from '@shared/team-names';
import { sheetRound } from '@shared/team-sheet-round';
import type { SignedInMember } from '../../fastify-types';
import { mailSettings, type Deps } from '../../lib/deps';
import { now, nowIso } from '../../lib/clock';
import { formError } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { siteLink } from '../mail/layout/compose-mail';
import { createWithdrawLink } from './competition-links';
import { competitionTeamOutcomeMessage, type TeamOutcome } from '../mail/messages/competition-team-outcome';
import { enqueueMail } from '../mail/outbox.repository';
import * as repo from './competitions.repository';
import type { MemberRow } from './competitions.repository';
import { setTeamTold, teamToldOf } from './competition-publish.repository';
import { FINISHED, titleOf } from './competition-availability.service';
import { captainedCompetition, datesOf } from './competitions.service';

export const TEAM_NOT_SAVED = 'Save the team before you publish it';
export const NO_PAIRS = 'The team has no pair yet: choose the pairs and save them before you publish';

/** A partner's place still waiting for a reserve's answer. */
const PARTNER_TO_COME = 'a player still to be confirmed';

interface News {
  outcome: TeamOutcome;
  /** What the member is told, as kept to tell him only of a change: 'pair 2 with 17', 'reserve 1', 'none'. */
  told: string;
  /** A player's partner (null while his place waits for a reserve). */
  partnerId?: number | null;
}

/**
 * POST /api/competitions/{id}/team/publish (a captain or an administrator): stamps the team published and e-mails
 * each player his partner and place in the order of play, each reserve his place among the reserves, and every
 * other member who said he was available (or a reserve if short) that he was not chosen this time. Publishing
 * again tells only those whose news differs from what they were last told (decision 0066). Members without
 * e-mail and members no longer approved are not e-mailed. Answers how many e-mails were queued.
 */
export async function publishTeam(deps: Deps, actor: SignedInMember, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockCompetition(trx, deps.dialect, id);
    const row = await captainedCompetition(trx, actor, id);
    if (row.finished_at) throw formError(FINISHED(row.name));
    if (!row.team_saved_at) throw formError(TEAM_NOT_SAVED);
    const places = await repo.placesOf(trx, row.id);
    if (!places.some((p) => p.member_id !== null)) throw formError(NO_PAIRS);
    const reserves = await repo.reservesOf(trx, row.id);
    const withdrawn = new Set((await repo.withdrawalsOf(trx, row.id)).map((w) => w.member_id));
    const told = await teamToldOf(trx, row.id);
    const answers = (await repo.availabilityOf(trx, row.id)).map((a) => ({
      ...a,
      team_told: told.get(a.member_id) ?? null,
    }));

    const news = new Map<number, News>();
    for (const p of places) {
      if (p.member_id === null) continue;
      const partner =
        places.find((q) => q.pair_index === p.pair_index && q.slot !== p.slot)?.member_id ?? null;
      news.set(p.member_id, {
        outcome: { kind: 'pair', pair: p.pair_index, partner: '' },
        told: `pair ${p.pair_index} with ${partner ?? 'none'}`,
        partnerId: partner,
      });
    }
    for (const r of reserves) {
      if (news.has(r.member_id) || r.state === 'playing') continue;
      news.set(r.member_id, {
        outcome: { kind: 'reserve', order: r.reserve_order },
        told: `reserve ${r.reserve_order}`,
      });
    }
    // Not chosen: those who offered to play, and those told a place before that the new team no longer gives them.
    for (const a of answers) {
      if (news.has(a.member_id) || withdrawn.has(a.member_id)) continue;
      if (a.answer !== 'available' && a.answer !== 'reserve' && !a.team_told) continue;
      news.set(a.member_id, { outcome: { kind: 'none' }, told: 'none' });
    }

    const partnerIds = places.map((p) => p.member_id).filter((m): m is number => m !== null);
    const members = new Map(
      (await repo.membersByIds(trx, [...new Set([...news.keys(), ...partnerIds])])).map((m) => [m.id, m]),
    );
    const sheet = (m: MemberRow) =>
      sheetName({ firstName: m.first_name, lastName: m.last_name, initials: m.initials });
    const at = nowIso();
    const round = sheetRound(datesOf(row), londonToday(now()));
    const common = {
      ...mailSettings(deps),
      competition: titleOf(row),
      firstDay: round ? longDate(round.date) : null,
      link: siteLink(deps.publicUrl, 'competitions'),
    };
    let sent = 0;
    for (const [memberId, n] of news) {
      const m = members.get(memberId);
      if (!m || m.approval !== 'approved' || isNoEmailAddress(m.email)) continue;
      if (told.get(memberId) === n.told) continue;
      let outcome = n.outcome;
      let withdrawLink: string | undefined;
      if (outcome.kind === 'pair') {
        const partner = n.partnerId ? members.get(n.partnerId) : undefined;
        outcome = { ...outcome, partner: partner ? sheet(partner) : PARTNER_TO_COME };
        const place = places.find((p) => p.member_id === memberId);
        if (place)
          withdrawLink = await createWithdrawLink(trx, deps.publicUrl, {
            memberId,
            competitionId: row.id,
            placeId: place.id,
          });
      }
      const mail = competitionTeamOutcomeMessage({
        ...common,
        firstName: m.first_name,
        outcome,
        withdrawLink,
      });
      await enqueueMail(trx, { to: m.email, ...mail }, at);
      await setTeamTold(trx, row.id, memberId, n.told);
      sent += 1;
    }
    await repo.setCompetitionStamp(trx, row.id, 'published_at', at);
    const count = (kind: TeamOutcome['kind']) =>
      [...news.values()].filter((n) => n.outcome.kind === kind).length;
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        action: 'competition.publish',
        entity: 'competition',
        entityId: row.id,
        after: { players: count('pair'), reserves: count('reserve'), notChosen: count('none'), sent },
      },
      at,
    );
    return { sent };
  });
}
