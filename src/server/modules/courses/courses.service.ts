import type { Course, CourseValues } from '@shared/schemas/courses';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { formError } from '../../lib/http-errors';
import { scoringOnCourse } from './course-uses.repository';
import { recordAudit } from '../audit/audit.repository';
import { auditedDelete, auditedEdit } from '../../lib/audited-changes';
import * as repo from './courses.repository';

const toCourse = (r: {
  id: number;
  club: string;
  website: string | null;
  top100: number;
  updated_at: string;
}): Course => ({
  id: r.id,
  club: r.club,
  website: r.website,
  top100: r.top100 === 1,
  updatedAt: r.updated_at,
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
    const now = nowIso();
    const id = await repo.insertCourse(trx, row, now);
    await recordAudit(trx, { actorId, action: 'add', entity: 'course', entityId: id, after: row }, now);
    return toCourse({ id, ...row, updated_at: now });
  });
}

const editCourse = auditedEdit({
  entity: 'course',
  thing: 'course',
  missing: 'Course not found',
  find: repo.findCourse,
  write: repo.updateCourse,
  answer: (_db, id, row, stamp) => toCourse({ id, ...row, updated_at: stamp }),
});

export const updateCourse = (db: Db, actorId: number, id: number, values: CourseValues, seen?: string) =>
  editCourse(db, actorId, id, toRow(values), seen);

const removeCourse = auditedDelete({
  entity: 'course',
  missing: 'Course not found',
  find: repo.findCourse,
  remove: repo.deleteCourse,
});

/** Deletes a course and its tees, unless its tees score a fixture (the fixture would have nothing to score on). */
export async function deleteCourse(db: Db, actorId: number, id: number) {
  const [use] = await scoringOnCourse(db, id);
  if (use) throw formError(courseInUseMessage(use.event, use.year));
  await removeCourse(db, actorId, id);
}

export const courseInUseMessage = (event: string, year: number) =>
  `This course's tees score ${event} ${year}: choose another course for that fixture first`;
