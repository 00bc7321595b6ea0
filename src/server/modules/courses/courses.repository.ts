import type { Db } from '../../db/database';
import { deleteRow, insertRow, updateRow } from '../../db/rows';

const columns = ['id', 'club', 'website', 'top100'] as const;

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

export const insertCourse = (db: Db, values: CourseRow) => insertRow(db, 'courses', values);
export const updateCourse = (db: Db, id: number, values: CourseRow) => updateRow(db, 'courses', id, values);
export const deleteCourse = (db: Db, id: number) => deleteRow(db, 'courses', id);
