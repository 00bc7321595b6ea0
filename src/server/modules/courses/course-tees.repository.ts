import { sql, type Insertable } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import type { CourseTeesTable } from '../../db/types';

export type TeeRow = Omit<Insertable<CourseTeesTable>, 'id'>;

const TEE_COLUMNS = ['name', 'par', 'stroke_index', 'course_rating_tenths', 'slope'] as const;

/** A course's tees in the order the administrator listed them. */
export function teesOfCourse(db: Db, courseId: number) {
  return db
    .selectFrom('course_tees')
    .select(TEE_COLUMNS)
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();
}

/** One tee of a course by its name, in any case. */
export function findTee(db: Db, courseId: number, name: string) {
  return db
    .selectFrom('course_tees')
    .select(TEE_COLUMNS)
    .where('course_id', '=', courseId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** Locks the course for the rest of the transaction (PostgreSQL; SQLite has one writer), so two saves take turns. */
export async function lockCourse(db: Db, dialect: Dialect, courseId: number) {
  if (dialect === 'postgres') await sql`select id from courses where id = ${courseId} for update`.execute(db);
}

/** Replaces a course's tees with the list given. */
export async function replaceTees(db: Db, courseId: number, rows: TeeRow[]) {
  await db.deleteFrom('course_tees').where('course_id', '=', courseId).execute();
  if (rows.length) await db.insertInto('course_tees').values(rows).execute();
}
