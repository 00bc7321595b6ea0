import type { ActionLink } from '@shared/schemas/act';
import type { OfferOutcome, WithdrawResponse } from '@shared/schemas/competitions';
import { offerExpiresAt, ordinal } from '@shared/team-rules';
import { sheetName } from '@shared/team-names';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { mailSettings, type Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { forbidden, formError, HttpError } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { siteLink } from '../mail/layout/compose-mail';
import { competitionCaptainNoticeMessage } from '../mail/messages/competition-captain-notice';
import { competitionOfferOutcomeMessage } from '../mail/messages/competition-offer-outcome';
import { competitionPlaceOfferedMessage } from '../mail/messages/competition-place-offered';
import { enqueueMail } from '../mail/outbox.repository';
import * as repo from './competitions.repository';
import type { CompetitionRow, MemberRow } from './competitions.repository';
import * as offers from './competition-offers.repository';
import type { PlaceRow, ReserveRow } from './competition-offers.repository';
import { createCompetitionLinks } from './competition-links';
import { FINISHED, titleOf } from './competition-availability.service';
import { TEAM_NOT_PUBLISHED } from './competition-team.service';
import { captainEmailsOf, findCompetitionOr404, fullName, isCaptain } from './competitions.service';
import { offerDeadlineText } from './offer-deadline';

/**
 * Withdrawals and offers of a place (DESIGN.md 'Scratch teams', decision 0060). A player withdraws (or a captain
 * withdraws him): his place is freed and offered at once to the first reserve still waiting, by e-mail with accept
 * and decline links. A decline or an offer left past `offer_hours` passes it to the next. The first yes wins: the
 * place is taken by an UPDATE that only fills an empty place. The captains hear of every step.
 */

export const PLACE_GONE = 'Sorry: the place has gone to another reserve. You stay on the list of reserves.';
export const NOT_IN_TEAM = (name: string, competition: string) => `${name} is not in the ${competition} team`;
export const NO_OFFER = (competition: string) => `No place in the ${competition} is offered to you now`;

/** 409: the competition has finished, so a withdrawal changes nothing (decision 0060). */
const finished = (row: CompetitionRow) => new HttpError(409, { '': [FINISHED(row.name)] });

const nameOf = (m: MemberRow | undefined, id: number) => (m ? fullName(m) : `Member ${id}`);
const sheetOf = (m: MemberRow) =>
  sheetName({ firstName: m.first_name, lastName: m.last_name, initials: m.initials });

/** Tells every captain of the competition (those with an address a member holds, or not) what happened. */
async function tellCaptains(deps: Deps, row: CompetitionRow, what: string, next: string | null, at: string) {
  const mail = competitionCaptainNoticeMessage({
    ...mailSettings(deps),
    competition: titleOf(row),
    what,
    next,
    link: siteLink(deps.publicUrl, `competitions/${row.id}/captain`),
  });
  for (const to of captainEmailsOf(row)) await enqueueMail(deps.db, { to, ...mail }, at);
}

async function audit(
  db: Db,
  actorId: number | null,
  action: string,
  row: CompetitionRow,
  after: object,
  at: string,
) {
  await recordAudit(db, { actorId, action, entity: 'competition', entityId: row.id, after }, at);
}

/**
 * Offers a free place to the first reserve still waiting (e-mail with accept and decline links). Answers the
 * sentence the captains read about it, and the reserve, or null when none is left.
 */
async function offerPlaceIn(deps: Deps, row: CompetitionRow, place: PlaceRow, at: string) {
  const reserve = await offers.firstWaitingReserve(deps.db, row.id);
  if (!reserve)
    return { next: `No reserve is left to offer the place in pair ${place.pair_index} to.`, to: null };
  const member = (await repo.findMember(deps.db, reserve.member_id))!;
  const expiresAt = offerExpiresAt(at, row.offer_hours);
  await offers.setReserveState(deps.db, reserve.id, 'offered', {
    placeId: place.id,
    offeredAt: at,
    expiresAt,
  });
  const [accept, decline] = await createCompetitionLinks(
    deps.db,
    deps.publicUrl,
    (['place-accept', 'place-decline'] as const).map((action) => ({
      memberId: member.id,
      competitionId: row.id,
      action,
      placeId: place.id,
      expiresAt,
    })),
  );
  const partnerId = (await offers.partnerOf(deps.db, place))?.member_id ?? null;
  const partner = partnerId === null ? undefined : await repo.findMember(deps.db, partnerId);
  const expires = offerDeadlineText(expiresAt);
  const mail = competitionPlaceOfferedMessage({
    ...mailSettings(deps),
    firstName: member.first_name,
    competition: titleOf(row),
    pair: place.pair_index,
    partner: partner ? sheetOf(partner) : null,
    expires,
    answers: { accept, decline },
  });
  await enqueueMail(deps.db, { to: member.email, ...mail, blankWhenSent: true }, at);
  await audit(deps.db, null, 'competition.offer', row, { memberId: member.id, pair: place.pair_index }, at);
  return {
    next: `The place is offered to ${fullName(member)}, the ${ordinal(reserve.reserve_order)} reserve, until ${expires}.`,
    to: member,
  };
}

/** Frees the member's place, records and audits it, offers the place and tells the captains; in a transaction. */
async function withdrawIn(deps: Deps, row: CompetitionRow, actorId: number, memberId: number) {
  if (row.finished_at) throw finished(row);
  const member = await repo.findMember(deps.db, memberId);
  const place = await offers.placeOfMember(deps.db, row.id, memberId);
  if (!place) throw formError(NOT_IN_TEAM(nameOf(member, memberId), row.name));
  if (!row.published_at) throw formError(`${TEAM_NOT_PUBLISHED}: the captain changes the team until then`);
  const at = nowIso();
  await offers.withdrawFromPlace(deps.db, row.id, { ...place, competition_id: row.id }, at);
  await audit(deps.db, actorId, 'competition.withdraw', row, { memberId, pair: place.pair_index }, at);
  const offered = await offerPlaceIn(deps, row, { ...place, competition_id: row.id, member_id: null }, at);
  await tellCaptains(
    deps,
    row,
    `${nameOf(member, memberId)} has withdrawn from pair ${place.pair_index}.`,
    offered.next,
    at,
  );
  return offered.to;
}

/**
 * POST /api/competitions/{id}/withdraw {memberId}: the player himself, or a captain or an administrator for him.
 * 404 unknown competition; 403 anyone else; 409 once it has finished (nothing changes); 400 naming a member who
 * is not in the team.
 */
export async function withdraw(
  deps: Deps,
  actor: SignedInMember,
  id: number,
  memberId: number,
): Promise<WithdrawResponse> {
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockCompetition(trx, deps.dialect, id);
    const row = await findCompetitionOr404(trx, id);
    if (actor.id !== memberId && !actor.isAdmin && !(await isCaptain(trx, actor.id, row)))
      throw forbidden('Only the player himself or a captain of this competition can withdraw him');
    const to = await withdrawIn({ ...deps, db: trx }, row, actor.id, memberId);
    return {
      withdrawn: true as const,
      offeredTo: to
        ? { memberId: to.id, name: fullName(to), sheetName: sheetOf(to), handicap: to.handicap }
        : null,
    };
  });
}

/** The one-click 'withdraw' link's button (the published team's e-mail), inside the link's transaction. */
export async function withdrawByLinkIn(deps: Deps, row: CompetitionRow, memberId: number) {
  await withdrawIn(deps, row, memberId, memberId);
}

/** Whether an offer's (or a withdrawal's) link may act now (decision 0060). */
export async function offerLinkState(
  db: Db,
  link: { placeId: number | null; memberId: number; action?: string; competition?: CompetitionRow },
): Promise<{ state: ActionLink['state']; reason: string | null }> {
  const competition = link.competition ? ` the ${link.competition.name}` : ' the team';
  const blocked = (reason: string) => ({ state: 'blocked' as const, reason });
  const place = link.placeId === null ? undefined : await offers.findPlace(db, link.placeId);
  if (link.action === 'place-withdraw') {
    if (!link.competition?.published_at) return blocked(`${TEAM_NOT_PUBLISHED}.`);
    return place && place.member_id === link.memberId
      ? { state: 'ready', reason: null }
      : blocked(`You are no longer in${competition} team.`);
  }
  if (!place) return blocked('The team has been changed since this place was offered: ask the captain.');
  if (place.member_id === link.memberId)
    return blocked(`The place in pair ${place.pair_index} is already yours.`);
  const reserve = await offers.reserveOf(db, place.competition_id, link.memberId);
  if (!reserve) return blocked(`You are no longer a reserve for${competition}.`);
  if (reserve.state === 'declined') return blocked('You have declined this place.');
  if (reserve.state === 'playing') return blocked(`You already have a place in${competition}.`);
  if (place.member_id !== null) return blocked(PLACE_GONE);
  if (reserve.offered_place_id !== place.id || !['offered', 'lapsed'].includes(reserve.state))
    return blocked('This offer is no longer open.');
  return { state: 'ready', reason: null };
}

/** The reserve's current offer: his row and the place, or null when nothing is offered to him. */
async function offerOf(db: Db, row: CompetitionRow, memberId: number) {
  const reserve = await offers.reserveOf(db, row.id, memberId);
  if (!reserve || reserve.offered_place_id === null || !['offered', 'lapsed'].includes(reserve.state))
    return null;
  const place = await offers.findPlace(db, reserve.offered_place_id);
  return place ? { reserve, place } : null;
}

async function tellReserve(
  deps: Deps,
  row: CompetitionRow,
  reserve: ReserveRow,
  outcome: 'accepted' | 'gone' | 'lapsed',
  pair: number,
  at: string,
) {
  const member = (await repo.findMember(deps.db, reserve.member_id))!;
  const mail = competitionOfferOutcomeMessage({
    ...mailSettings(deps),
    firstName: member.first_name,
    competition: titleOf(row),
    outcome,
    pair,
    link: siteLink(deps.publicUrl, 'competitions'),
  });
  await enqueueMail(deps.db, { to: member.email, ...mail }, at);
  return member;
}

/**
 * A reserve's answer to an offer, inside the caller's transaction (the competition locked). Accept: the place is
 * his if still empty (anyone else offered it then stays a reserve, told it has gone); 'gone' when another took it
 * first. Decline: the place, if it was his to answer, goes to the next reserve at once.
 */
export async function answerOfferIn(
  deps: Deps,
  row: CompetitionRow,
  memberId: number,
  answer: 'accept' | 'decline',
): Promise<OfferOutcome> {
  if (row.finished_at) throw finished(row);
  const offer = await offerOf(deps.db, row, memberId);
  if (!offer) throw formError(NO_OFFER(row.name));
  const { reserve, place } = offer;
  const at = nowIso();
  const pair = place.pair_index;
  if (answer === 'decline') {
    const wasCurrent = reserve.state === 'offered';
    await offers.setReserveState(deps.db, reserve.id, 'declined');
    const member = (await repo.findMember(deps.db, memberId))!;
    await audit(deps.db, memberId, 'competition.offer.decline', row, { pair }, at);
    const next =
      wasCurrent && place.member_id === null ? (await offerPlaceIn(deps, row, place, at)).next : null;
    await tellCaptains(deps, row, `${fullName(member)} has declined the place in pair ${pair}.`, next, at);
    return 'declined';
  }
  if (!(await offers.takePlace(deps.db, place.id, memberId))) {
    if (reserve.state === 'offered')
      await offers.setReserveState(deps.db, reserve.id, 'waiting', {
        placeId: null,
        offeredAt: null,
        expiresAt: null,
      });
    return 'gone';
  }
  await offers.setReserveState(deps.db, reserve.id, 'playing');
  for (const other of await offers.offeredFor(deps.db, place.id)) {
    if (other.id === reserve.id) continue;
    await offers.setReserveState(deps.db, other.id, 'waiting', {
      placeId: null,
      offeredAt: null,
      expiresAt: null,
    });
    await tellReserve(deps, row, other, 'gone', pair, at);
  }
  const member = await tellReserve(deps, row, reserve, 'accepted', pair, at);
  await audit(deps.db, memberId, 'competition.offer.accept', row, { pair }, at);
  await tellCaptains(deps, row, `${fullName(member)} has taken the place in pair ${pair}.`, null, at);
  return 'accepted';
}

/** POST /api/competitions/{id}/offer {answer}: a reserve answers his offer on the site. */
export async function answerOffer(
  deps: Deps,
  actor: SignedInMember,
  id: number,
  answer: 'accept' | 'decline',
): Promise<{ outcome: OfferOutcome }> {
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockCompetition(trx, deps.dialect, id);
    const row = await findCompetitionOr404(trx, id);
    return { outcome: await answerOfferIn({ ...deps, db: trx }, row, actor.id, answer) };
  });
}

/**
 * The lapse job's pass: every offer past its time is marked lapsed (the reserve told), and its place, still free,
 * offered to the next reserve; the captains are told. Answers how many offers lapsed.
 */
export async function lapseDueOffers(deps: Deps): Promise<number> {
  let lapsed = 0;
  for (const id of await offers.competitionsWithLapsedOffers(deps.db, nowIso())) {
    lapsed += await deps.db.transaction().execute(async (trx) => {
      await repo.lockCompetition(trx, deps.dialect, id);
      const row = await repo.findCompetition(trx, id);
      if (!row) return 0;
      const d = { ...deps, db: trx };
      const at = nowIso();
      const due = await offers.lapsedOffersOf(trx, id, at);
      for (const reserve of due) {
        await offers.setReserveState(trx, reserve.id, 'lapsed');
        const place =
          reserve.offered_place_id === null
            ? undefined
            : await offers.findPlace(trx, reserve.offered_place_id);
        const pair = place?.pair_index ?? 0;
        const member = await tellReserve(d, row, reserve, 'lapsed', pair, at);
        await audit(trx, null, 'competition.offer.lapse', row, { memberId: reserve.member_id, pair }, at);
        const next =
          place && place.member_id === null && !row.finished_at
            ? (await offerPlaceIn(d, row, place, at)).next
            : null;
        await tellCaptains(
          d,
          row,
          `${fullName(member)} did not answer the offer of the place in pair ${pair} in time.`,
          next,
          at,
        );
      }
      return due.length;
    });
  }
  return lapsed;
}
