import type { CourseTeesValues, CourseWithTees } from '@shared/schemas/course-tees';
import type { Db } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { markChanged, scoringOnCourse } from './course-uses.repository';
import * as courses from './courses.repository';
import * as repo from './course-tees.repository';
import { teeFromRow, teeToRow } from './tee-rows';

async function withTees(db: Db, courseId: number): Promise<CourseWithTees> {
  const course = await courses.findCourse(db, courseId);
  if (!course) throw notFound('Course not found');
  const tees = (await repo.teesOfCourse(db, courseId)).map(teeFromRow);
  return {
    id: course.id,
    club: course.club,
    website: course.website,
    top100: course.top100 === 1,
    updatedAt: course.updated_at,
    tees: tees.map((t) => ({ ...t, par: [...t.par], strokeIndex: [...t.strokeIndex] })),
  };
}

/** `GET /api/courses/{id}`: the course with its tees. */
export const getCourseWithTees = (db: Db, courseId: number) => withTees(db, courseId);

export const teesInUseMessage = (tee: string, event: string, year: number) =>
  `The ${tee} tees score ${event} ${year}: keep them, or choose other tees for that fixture first`;

/**
 * Saves a course's whole list of tees. A tee that scores a fixture cannot go (the fixture would have nothing to
 * score on); a tee whose figures change marks those fixtures' cards as changed, since every card of them is
 * worked out again from the new figures when next read (decision 0048).
 */
export async function saveCourseTees(
  { db, dialect }: Pick<Deps, 'db' | 'dialect'>,
  actorId: number,
  body: CourseTeesValues,
): Promise<CourseWithTees> {
  return db.transaction().execute(async (trx) => {
    await repo.lockCourse(trx, dialect, body.courseId);
    const before = await withTees(trx, body.courseId);
    const names = new Set(body.tees.map((t) => t.name.toLowerCase()));
    const uses = await scoringOnCourse(trx, body.courseId);
    const lost = uses.filter((u) => !names.has(u.tee.toLowerCase()));
    if (lost.length) throw fieldErrors({ tees: lost.map((u) => teesInUseMessage(u.tee, u.event, u.year)) });

    const rows = body.tees.map((t, i) => teeToRow(body.courseId, i + 1, t));
    await repo.replaceTees(trx, body.courseId, rows);
    const figures = (t: { name: string }) => JSON.stringify({ ...t, name: undefined });
    const was = new Map(before.tees.map((t) => [t.name.toLowerCase(), figures(t)]));
    const after = new Map(rows.map((r) => [r.name.toLowerCase(), figures(teeFromRow(r))]));
    const changed = uses.filter((u) => was.get(u.tee.toLowerCase()) !== after.get(u.tee.toLowerCase()));
    const at = nowIso();
    await markChanged(
      trx,
      changed.map((u) => u.fixtureId),
      at,
    );
    await recordAudit(
      trx,
      {
        actorId,
        action: 'course.tees',
        entity: 'course',
        entityId: body.courseId,
        before: before.tees,
        after: body.tees,
      },
      at,
    );
    return withTees(trx, body.courseId);
  });
}
