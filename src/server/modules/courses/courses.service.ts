import type { Course, CourseValues } from '@shared/schemas/courses';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { auditedDelete } from '../../lib/audited-changes';
import * as repo from './courses.repository';

const toCourse = (r: { id: number; club: string; website: string | null; top100: number }): Course => ({
  id: r.id,
  club: r.club,
  website: r.website,
  top100: r.top100 === 1,
});

const toRow = (v: CourseValues): repo.CourseRow => ({
  club: v.club,
  website: v.website,
  top100: v.top100 ? 1 : 0,
});

/** The courses page: by club name. */
export async function listCourses(db: Db): Promise<Course[]> {
  return (await repo.listCourses(db)).map(toCourse);
}

export async function addCourse(db: Db, actorId: number, values: CourseValues): Promise<Course> {
  return db.transaction().execute(async (trx) => {
    const row = toRow(values);
    const id = await repo.insertCourse(trx, row);
    await recordAudit(trx, { actorId, action: 'add', entity: 'course', entityId: id, after: row }, nowIso());
    return toCourse({ id, ...row });
  });
}

export async function updateCourse(
  db: Db,
  actorId: number,
  id: number,
  values: CourseValues,
): Promise<Course> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findCourse(trx, id);
    if (!before) throw notFound('Course not found');
    const row = toRow(values);
    await repo.updateCourse(trx, id, row);
    await recordAudit(
      trx,
      { actorId, action: 'update', entity: 'course', entityId: id, before, after: row },
      nowIso(),
    );
    return toCourse({ id, ...row });
  });
}

export const deleteCourse = auditedDelete({
  entity: 'course',
  missing: 'Course not found',
  find: repo.findCourse,
  remove: repo.deleteCourse,
});
