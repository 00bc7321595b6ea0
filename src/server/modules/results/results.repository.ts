import type { Db } from '../../db/database';
import { deleteRow, insertRow, updateStampedRow } from '../../db/rows';
import type { MeetingResultsTable } from '../../db/types';

/** A meeting result as the service writes it. */
export type MeetingResultRow = Omit<MeetingResultsTable, 'id' | 'created_at' | 'updated_at' | 'fixture_id'>;

const columns = [
  'meeting_results.id',
  'meeting_results.meeting_type',
  'meeting_results.year',
  'meeting_results.event',
  'meeting_results.first_place_name',
  'meeting_results.first_place_score',
  'meeting_results.second_place_name',
  'meeting_results.second_place_score',
  'meeting_results.third_place_name',
  'meeting_results.third_place_score',
  'meeting_results.file_id',
  'meeting_results.updated_at',
  'files.file_name',
] as const;

/** The rows with the public name of their PDF (null without one). */
const withFileName = (db: Db) =>
  db.selectFrom('meeting_results').leftJoin('files', 'files.id', 'meeting_results.file_id').select(columns);

/** One meeting type's results (all, or one year's): newest year first, then in the order they were entered. */
export function listForMeeting(db: Db, meetingType: number, year?: number) {
  return withFileName(db)
    .where('meeting_results.meeting_type', '=', meetingType)
    .$if(year !== undefined, (qb) => qb.where('meeting_results.year', '=', year!))
    .orderBy('meeting_results.year', 'desc')
    .orderBy('meeting_results.id')
    .execute();
}

/** The years one meeting type has results for, ascending, with how many each has (from the type-year index). */
export function meetingResultYears(db: Db, meetingType: number) {
  return db
    .selectFrom('meeting_results')
    .select(['year', (eb) => eb.fn.countAll<number>().as('count')])
    .where('meeting_type', '=', meetingType)
    .groupBy('year')
    .orderBy('year')
    .execute();
}

export const findMeetingResult = (db: Db, id: number) =>
  withFileName(db).where('meeting_results.id', '=', id).executeTakeFirst();

export const insertMeetingResult = (db: Db, values: MeetingResultRow, createdAt: string) =>
  insertRow(db, 'meeting_results', { ...values, created_at: createdAt, updated_at: createdAt });
/** Writes the result unless it has changed since `seen` (then answers false). */
export const updateMeetingResult = (
  db: Db,
  id: number,
  values: MeetingResultRow,
  now: string,
  seen?: string,
) => updateStampedRow(db, 'meeting_results', id, values, now, seen);
export const deleteMeetingResult = (db: Db, id: number) => deleteRow(db, 'meeting_results', id);

export function listFoursomes(db: Db) {
  return db
    .selectFrom('foursomes_matches')
    .select(['year', 'event', 'opponent', 'result'])
    .orderBy('year', 'desc')
    .orderBy('id')
    .execute();
}
