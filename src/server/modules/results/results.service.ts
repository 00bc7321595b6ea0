import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import { decadeOf } from '@shared/schemas/content-fields';
import type { MeetingResult, MeetingResultFields, UpdateMeetingResultFields } from '@shared/schemas/results';
import type { YearCount } from '@shared/year-lists';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { pdfAfterEdit } from '../files/files.service';
import { auditedDelete, auditedPdfUpdate } from '../../lib/audited-changes';
import * as repo from './results.repository';
import {
  competitionMeetingRows,
  competitionMeetingYears,
} from '../competitions/competition-meeting-results.service';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findMeetingResult>>>;

const toResult = (r: Row): MeetingResult => ({
  id: r.id,
  decade: decadeOf(r.year),
  year: r.year,
  meetingName: r.event,
  firstPlaceName: r.first_place_name,
  firstPlaceScore: r.first_place_score,
  secondPlaceName: r.second_place_name,
  secondPlaceScore: r.second_place_score,
  thirdPlaceName: r.third_place_name,
  thirdPlaceScore: r.third_place_score,
  fileName: r.file_name,
  updatedAt: r.updated_at,
});

/**
 * One meeting type's results, newest year first; under Knockout Meetings and Society Matches a year's results
 * entered by hand come first, then the rounds of the scratch-team competitions finished that year (decision 0068).
 */
export async function listResultsForMeeting(
  db: Db,
  meetingType: MeetingTypeId,
  year?: number,
  societyName = '',
): Promise<MeetingResult[]> {
  const entered = (await repo.listForMeeting(db, meetingType, year)).map(toResult);
  const played = await competitionMeetingRows(db, meetingType, societyName, year);
  if (!played.length) return entered;
  return [...entered, ...played].sort((a, b) => b.year - a.year);
}

/** The years a meeting type has results for, ascending, with how many each has (the competitions' rounds too). */
export async function meetingResultYears(db: Db, meetingType: MeetingTypeId): Promise<YearCount[]> {
  const entered = await repo.meetingResultYears(db, meetingType);
  const played = await competitionMeetingYears(db, meetingType);
  if (!played.length) return entered;
  const counts = new Map(entered.map((y) => [y.year, Number(y.count)]));
  for (const y of played) counts.set(y.year, (counts.get(y.year) ?? 0) + y.count);
  return [...counts].map(([y, count]) => ({ year: y, count })).sort((a, b) => a.year - b.year);
}

const toRow = (f: MeetingResultFields, fileId: number | null): repo.MeetingResultRow => ({
  meeting_type: f.meetingType,
  year: f.year,
  event: f.event,
  first_place_name: f.firstPlaceName,
  first_place_score: f.firstPlaceScore,
  second_place_name: f.secondPlaceName,
  second_place_score: f.secondPlaceScore,
  third_place_name: f.thirdPlaceName,
  third_place_score: f.thirdPlaceScore,
  file_id: fileId,
});

const pdfUpload = (f: MeetingResultFields, content: Buffer | undefined) => ({
  content,
  description: `${MEETING_NAMES[f.meetingType].replace(/s$/, '')} ${f.year} ${f.event}`,
  ownerKind: 'meeting_result' as const,
});

/** Adds a meeting result, with its PDF when one is sent; all or nothing. */
export async function addMeetingResult(
  db: Db,
  actorId: number,
  fields: MeetingResultFields,
  pdf: Buffer | undefined,
): Promise<MeetingResult> {
  return db.transaction().execute(async (trx) => {
    const { fileId, fileName } = await pdfAfterEdit(trx, undefined, pdfUpload(fields, pdf));
    const row = toRow(fields, fileId);
    const now = nowIso();
    const id = await repo.insertMeetingResult(trx, row, now);
    const after = { ...row, file_name: fileName };
    await recordAudit(trx, { actorId, action: 'add', entity: 'meeting_result', entityId: id, after });
    return toResult({ id, ...after, updated_at: now });
  });
}

/** Updates a meeting result; a new PDF replaces the old one, removePdf drops it. */
export async function updateMeetingResult(
  db: Db,
  actorId: number,
  fields: UpdateMeetingResultFields,
  pdf: Buffer | undefined,
): Promise<MeetingResult> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findMeetingResult(trx, fields.id);
    if (!before) throw notFound('Result not found');
    const upload = { ...pdfUpload(fields, pdf), remove: fields.removePdf };
    const { after, stamp } = await auditedPdfUpdate(
      trx,
      { actorId, entity: 'meeting_result', thing: 'result', id: fields.id, before, upload },
      (fileId) => toRow(fields, fileId),
      (row, now) => repo.updateMeetingResult(trx, fields.id, row, now, fields.updatedAt),
    );
    return toResult({ id: fields.id, ...after, updated_at: stamp });
  });
}

export const deleteMeetingResult = auditedDelete({
  entity: 'meeting_result',
  missing: 'Result not found',
  find: repo.findMeetingResult,
  remove: repo.deleteMeetingResult,
});

export const listFoursomes = (db: Db) => repo.listFoursomes(db);
