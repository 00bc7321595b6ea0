import type { Db } from '../../db/database';

export function listCourses(db: Db) {
  return db
    .selectFrom('courses')
    .select(['id', 'club', 'website', 'top100'])
    .orderBy((eb) => eb.fn('lower', ['club']))
    .orderBy('id')
    .execute();
}

export function findCourse(db: Db, id: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'club', 'website', 'top100'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface CourseRow {
  club: string;
  website: string | null;
  top100: number;
}

export async function insertCourse(db: Db, values: CourseRow) {
  const row = await db.insertInto('courses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCourse(db: Db, id: number, values: CourseRow) {
  await db.updateTable('courses').set(values).where('id', '=', id).execute();
}

export async function deleteCourse(db: Db, id: number) {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}
