import type { Fixture, FixtureForEdit } from '@shared/schemas/fixtures';
import type { ScoringAnswer, ScoringValues } from '@shared/schemas/fixture-scoring';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { fieldErrors } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { findTee } from '../courses/course-tees.repository';
import { findCourse } from '../courses/courses.repository';
import { countCards } from './fixture-cards.repository';
import { scoringOf } from './fixture-field';
import * as repo from './fixture-scoring.repository';

export const NO_SUCH_COURSE = 'Choose the course played from the courses list';
export const noSuchTee = (tee: string, club: string) =>
  `${club} has no tees named ${tee}: add them in Courses, or choose tees it has`;
export const cardsOnFixture = (count: number) =>
  `This fixture has ${count} ${count === 1 ? 'card' : 'cards'}: take them off before removing its scoring`;

/** The fixture's scoring as Edit Fixture shows it, or null when it has none. */
export async function scoringForEdit(db: Db, fixtureId: number): Promise<ScoringAnswer | null> {
  const row = await repo.findScoring(db, fixtureId);
  return row ? scoringOf(row) : null;
}

/** GetForEdit/{id}: the fixture with its scoring. */
export async function withScoring(db: Db, fixture: Fixture): Promise<FixtureForEdit> {
  return { ...fixture, scoring: await scoringForEdit(db, fixture.id) };
}

/**
 * Sets a fixture's scoring from Add or Edit Fixture, in the caller's transaction. Left out (`undefined`), nothing
 * changes; null removes it (refused while cards are on the fixture). The course must be listed and have the tees
 * named. A change marks the cards changed: each is worked out again from the new tee, format or allowance when it
 * is next read, and the published result says it is no longer the latest. Problems are reported under `key`
 * ('scoring', or Add Fixture's 'addfixture').
 */
export async function setFixtureScoring(
  trx: Db,
  actorId: number,
  fixtureId: number,
  scoring: ScoringValues | null | undefined,
  key = 'scoring',
) {
  if (scoring === undefined) return;
  const before = await repo.findScoring(trx, fixtureId);
  const was = before ? scoringOf(before) : null;
  const at = nowIso();
  if (scoring === null) {
    if (!was) return;
    const cards = await countCards(trx, fixtureId);
    if (cards > 0) throw fieldErrors({ [key]: [cardsOnFixture(cards)] });
    await repo.deleteScoring(trx, fixtureId);
    await recordAudit(
      trx,
      { actorId, action: 'scoring.set', entity: 'fixture', entityId: fixtureId, before: was, after: null },
      at,
    );
    return;
  }
  const course = await findCourse(trx, scoring.courseId);
  if (!course) throw fieldErrors({ [key]: [NO_SUCH_COURSE] });
  const tee = await findTee(trx, scoring.courseId, scoring.tee);
  if (!tee) throw fieldErrors({ [key]: [noSuchTee(scoring.tee, course.club)] });
  const values = {
    course_id: scoring.courseId,
    tee: tee.name,
    format: scoring.format,
    allowance_tenths: Math.round(scoring.allowancePercent * 10),
    prizes: JSON.stringify(scoring.prizes),
    one_prize_each: scoring.onePrizeEach ? 1 : 0,
  };
  const after: ScoringAnswer = scoringOf({ ...values, fixture_id: fixtureId } as repo.ScoringRow);
  if (was && JSON.stringify(was) === JSON.stringify(after)) return;
  if (before) await repo.updateScoring(trx, fixtureId, { ...values, changed_at: at });
  else
    await repo.insertScoring(trx, {
      ...values,
      fixture_id: fixtureId,
      changed_at: at,
      published_at: null,
      published_meeting: null,
      published_prizes: null,
    });
  await recordAudit(
    trx,
    { actorId, action: 'scoring.set', entity: 'fixture', entityId: fixtureId, before: was, after },
    at,
  );
}
