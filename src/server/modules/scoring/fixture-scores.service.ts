import { formatFixtureDate, londonToday } from '@shared/dates';
import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import { toTenths } from '@shared/golf/exact-arithmetic';
import type { Tee } from '@shared/golf/types';
import type {
  DeleteCardValues,
  Entrant,
  FixtureScores,
  ScoreCardValues,
  ScoredCardAnswer,
} from '@shared/schemas/fixture-scores';
import type { Db, Dialect } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { lockFixture } from '../fixtures/fixture-lists.repository';
import type { SignedInMember } from '../../fastify-types';
import { now, nowIso } from '../../lib/clock';
import { fieldErrors, formError, notFound, unauthorized } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { findTee } from '../courses/course-tees.repository';
import { findCourse } from '../courses/courses.repository';
import { teeFromRow } from '../courses/tee-rows';
import { isManagerAddress } from '../fixtures/fixture-managers';
import { assertManager } from '../fixtures/fixture-players.service';
import * as fixtures from '../fixtures/fixtures.repository';
import * as cards from './fixture-cards.repository';
import {
  cardOf,
  memberName,
  placeField,
  prizeAwardAnswer,
  prizesOf,
  scoredCardAnswer,
  scoringOf,
} from './fixture-field';
import { findScoring, markChanged, type ScoringRow } from './fixture-scoring.repository';

export const NO_SCORING =
  'This fixture has no scoring set: choose its course, tees and format in Edit Fixture before entering cards';
export const NOT_STARTED = 'Cards can be entered from the first day of the fixture';
export const NOT_A_MEMBER = 'Choose a member of the society';
export const NO_CARD = 'This player has no card on this fixture';
export const SEE_AFTER_PUBLISHING = 'Please log in to see the cards: the result is not published yet';

type FixtureRow = NonNullable<Awaited<ReturnType<typeof fixtures.findFixture>>>;

/** The fixture, or 404. */
export async function fixtureOr404(db: Db, fixtureId: number): Promise<FixtureRow> {
  const f = await fixtures.findFixture(db, fixtureId);
  if (!f) throw notFound('Fixture not found');
  return f;
}

/** The tee a scoring names, with its course's club (both are kept while a scoring names them). */
export async function teeOfScoring(db: Db, scoring: ScoringRow): Promise<{ tee: Tee; club: string }> {
  const [row, course] = await Promise.all([
    findTee(db, scoring.course_id, scoring.tee),
    findCourse(db, scoring.course_id),
  ]);
  if (!row || !course) throw new Error(`fixture ${scoring.fixture_id}: its tees are missing`);
  return { tee: teeFromRow(row), club: course.club };
}

/** A fixture's field as the cards stand: scored and placed, with the prizes as they would be given. */
export async function currentField(db: Db, scoring: ScoringRow) {
  const [{ tee, club }, rows] = await Promise.all([
    teeOfScoring(db, scoring),
    cards.cardsOfFixture(db, scoring.fixture_id),
  ]);
  const setup = scoringOf(scoring);
  const field = placeField(rows.map(cardOf), tee, setup);
  return { tee, club, setup, field, prizes: prizesOf(field, setup) };
}

/** Whether the signed-in member may enter this fixture's cards: an administrator, or one of its managers. */
async function mayEnter(db: Db, viewer: SignedInMember | null, fixture: FixtureRow) {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  const me = await fixtures.findMemberName(db, viewer.id);
  return isManagerAddress(fixture.manager_email_addresses, me?.email);
}

async function entrantsOf(db: Db, fixtureId: number, scored: ScoredCardAnswer[]): Promise<Entrant[]> {
  const { members, guests } = await cards.entrantsOfFixture(db, fixtureId);
  const memberCards = new Set(scored.map((c) => c.memberId).filter((id) => id !== null));
  const guestCards = new Set(scored.map((c) => c.guestName?.toLowerCase()).filter(Boolean));
  return [
    ...members.map((m) => ({
      memberId: m.id,
      guestName: null,
      name: memberName(m.first_name, m.last_name),
      handicapIndex: m.handicap,
      guestOf: null,
      hasCard: memberCards.has(m.id),
    })),
    ...guests.map((g) => ({
      memberId: null,
      guestName: g.name,
      name: g.name,
      handicapIndex: g.handicap,
      guestOf: memberName(g.first_name, g.last_name),
      hasCard: guestCards.has(cards.guestKey(g.name)),
    })),
  ];
}

/**
 * `GET /api/fixtures/scores/{fixtureId}`: every card as the rules make it, best first, and the prizes as they
 * stand. Before the result is published only signed-in members see them (a visitor is asked to log in); after, anyone.
 */
export async function getScores(
  db: Db,
  viewer: SignedInMember | null,
  fixtureId: number,
): Promise<FixtureScores> {
  const fixture = await fixtureOr404(db, fixtureId);
  const scoring = await findScoring(db, fixtureId);
  if (!scoring?.published_at && !viewer) throw unauthorized(SEE_AFTER_PUBLISHING);
  const canEnter = await mayEnter(db, viewer, fixture);
  const base = {
    fixtureId,
    event: fixture.event,
    fixtureDate: formatFixtureDate(fixture.start_date, fixture.end_date),
    year: fixture.year,
    canEnter,
  };
  if (!scoring) {
    return {
      ...base,
      scoring: null,
      cards: [],
      prizes: [],
      published: null,
      changedSincePublished: false,
      entrants: canEnter ? await entrantsOf(db, fixtureId, []) : [],
    };
  }
  const { tee, club, setup, field, prizes } = await currentField(db, scoring);
  const scored = field.map(scoredCardAnswer);
  return {
    ...base,
    scoring: {
      ...setup,
      club,
      teeFigures: { ...tee, par: [...tee.par], strokeIndex: [...tee.strokeIndex] },
    },
    cards: scored,
    prizes: prizes.map(prizeAwardAnswer),
    published: scoring.published_at
      ? {
          at: scoring.published_at,
          meeting: MEETING_NAMES[scoring.published_meeting as MeetingTypeId] ?? '',
        }
      : null,
    changedSincePublished: !!scoring.published_at && scoring.changed_at > scoring.published_at,
    entrants: canEnter ? await entrantsOf(db, fixtureId, scored) : [],
  };
}

/**
 * The fixture's scoring, for one who may enter its cards, once the fixture has begun. The fixture is locked for the
 * rest of the transaction (PostgreSQL), so two saves of the same new card, or a save and a publication, take turns.
 */
async function scoringToEnter(trx: Db, dialect: Dialect, actor: SignedInMember, fixtureId: number) {
  await lockFixture(trx, dialect, fixtureId);
  const fixture = await fixtureOr404(trx, fixtureId);
  await assertManager(trx, actor, fixture);
  const scoring = await findScoring(trx, fixtureId);
  if (!scoring) throw fieldErrors({ fixtureId: [NO_SCORING] });
  if (londonToday(now()) < fixture.start_date) throw fieldErrors({ fixtureId: [NOT_STARTED] });
  return { fixture, scoring };
}

const playerOf = (b: { memberId?: number | null; guestName?: string | null }): cards.CardPlayer =>
  b.memberId !== undefined && b.memberId !== null ? { memberId: b.memberId } : { guestName: b.guestName! };

const cardForAudit = (card: {
  member_id: number | null;
  guest_name: string | null;
  handicap_tenths: number;
  holes: string;
}) => ({
  memberId: card.member_id,
  guestName: card.guest_name,
  handicapIndex: card.handicap_tenths / 10,
  holes: JSON.parse(card.holes) as (number | null)[],
});

/**
 * `POST /api/fixtures/scores`: one card saved as typed (an administrator or the fixture's manager), replacing that
 * player's card if there is one. Answers the card as the rules make it, placed in the field.
 */
export async function saveCard(
  { db, dialect }: Pick<Deps, 'db' | 'dialect'>,
  actor: SignedInMember,
  body: ScoreCardValues,
): Promise<ScoredCardAnswer> {
  return db.transaction().execute(async (trx) => {
    const { scoring } = await scoringToEnter(trx, dialect, actor, body.fixtureId);
    const player = playerOf(body);
    if (player.memberId !== undefined && !(await cards.findCardMember(trx, player.memberId)))
      throw fieldErrors({ memberId: [NOT_A_MEMBER] });
    const before = await cards.findCard(trx, body.fixtureId, player);
    const at = nowIso();
    const handicapTenths = toTenths(body.handicapIndex, 'Handicap Index');
    await cards.writeCard(trx, body.fixtureId, player, before?.id, { handicapTenths, holes: body.holes }, at);
    await markChanged(trx, [body.fixtureId], at);
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        action: 'card.save',
        entity: 'fixture',
        entityId: body.fixtureId,
        before: before ? cardForAudit(before) : undefined,
        after: { ...player, handicapIndex: body.handicapIndex, holes: body.holes },
      },
      at,
    );
    const { field } = await currentField(trx, scoring);
    const saved = field.find((r) =>
      player.memberId !== undefined
        ? r.card.memberId === player.memberId
        : r.card.guestName?.toLowerCase() === cards.guestKey(player.guestName),
    )!;
    return scoredCardAnswer(saved);
  });
}

/** `POST /api/fixtures/scores/delete`: takes a player's card off the fixture (one typed for the wrong player). */
export async function deleteCard(
  { db, dialect }: Pick<Deps, 'db' | 'dialect'>,
  actor: SignedInMember,
  body: DeleteCardValues,
) {
  await db.transaction().execute(async (trx) => {
    await lockFixture(trx, dialect, body.fixtureId);
    const fixture = await fixtureOr404(trx, body.fixtureId);
    await assertManager(trx, actor, fixture);
    const player = playerOf(body);
    const card = await cards.findCard(trx, body.fixtureId, player);
    if (!card) throw formError(NO_CARD);
    const at = nowIso();
    await cards.deleteCard(trx, card.id);
    await markChanged(trx, [body.fixtureId], at);
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        action: 'card.delete',
        entity: 'fixture',
        entityId: body.fixtureId,
        before: cardForAudit(card),
      },
      at,
    );
  });
}
