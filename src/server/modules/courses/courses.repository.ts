import type { Db } from '../../db/database';
import { deleteRow, insertRow, updateStampedRow } from '../../db/rows';

const columns = ['id', 'club', 'website', 'top100', 'updated_at'] as const;

export function listCourses(db: Db) {
  return db
    .selectFrom('courses')
    .select(columns)
    .orderBy((eb) => eb.fn('lower', ['club']))
    .orderBy('id')
    .execute();
}

export function findCourse(db: Db, id: number) {
  return db.selectFrom('courses').select(columns).where('id', '=', id).executeTakeFirst();
}

export interface CourseRow {
  club: string;
  website: string | null;
  top100: number;
}

export const insertCourse = (db: Db, values: CourseRow, now: string) =>
  insertRow(db, 'courses', { ...values, updated_at: now });
/** Writes the course unless it has changed since `seen` (then answers false). */
export const updateCourse = (db: Db, id: number, values: CourseRow, now: string, seen?: string) =>
  updateStampedRow(db, 'courses', id, values, now, seen);
export const deleteCourse = (db: Db, id: number) => deleteRow(db, 'courses', id);
