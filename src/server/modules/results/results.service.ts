import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import { decadeOf } from '@shared/schemas/content-fields';
import type { MeetingResult, MeetingResultFields, UpdateMeetingResultFields } from '@shared/schemas/results';
import type { YearCount } from '@shared/year-lists';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { removeFile, storePdf } from '../files/files.service';
import * as repo from './results.repository';

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
});

export async function listResultsForMeeting(
  db: Db,
  meetingType: MeetingTypeId,
  year?: number,
): Promise<MeetingResult[]> {
  return (await repo.listForMeeting(db, meetingType, year)).map(toResult);
}

export const meetingResultYears = (db: Db, meetingType: MeetingTypeId): Promise<YearCount[]> =>
  repo.meetingResultYears(db, meetingType);

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

const pdfDescription = (f: MeetingResultFields) =>
  `${MEETING_NAMES[f.meetingType].replace(/s$/, '')} ${f.year} ${f.event}`;

/** Adds a meeting result, with its PDF when one is sent; all or nothing. */
export async function addMeetingResult(
  db: Db,
  actorId: number,
  fields: MeetingResultFields,
  pdf: Buffer | undefined,
): Promise<MeetingResult> {
  return db.transaction().execute(async (trx) => {
    const stored = pdf
      ? await storePdf(trx, {
          description: pdfDescription(fields),
          ownerKind: 'meeting_result',
          content: pdf,
        })
      : null;
    const row = toRow(fields, stored?.id ?? null);
    const id = await repo.insertMeetingResult(trx, row, nowIso());
    await recordAudit(
      trx,
      {
        actorId,
        action: 'add',
        entity: 'meeting_result',
        entityId: id,
        after: { ...row, file_name: stored?.fileName ?? null },
      },
      nowIso(),
    );
    return toResult({ id, ...row, file_name: stored?.fileName ?? null });
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
    let fileId = fields.removePdf ? null : before.file_id;
    let fileName = fields.removePdf ? null : before.file_name;
    if (pdf) {
      const stored = await storePdf(trx, {
        description: pdfDescription(fields),
        ownerKind: 'meeting_result',
        content: pdf,
      });
      fileId = stored.id;
      fileName = stored.fileName;
    }
    const row = toRow(fields, fileId);
    await repo.updateMeetingResult(trx, fields.id, row);
    if (before.file_id && before.file_id !== fileId) await removeFile(trx, before.file_id);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'update',
        entity: 'meeting_result',
        entityId: fields.id,
        before,
        after: { ...row, file_name: fileName },
      },
      nowIso(),
    );
    return toResult({ id: fields.id, ...row, file_name: fileName });
  });
}

export async function deleteMeetingResult(db: Db, actorId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findMeetingResult(trx, id);
    if (!before) throw notFound('Result not found');
    await repo.deleteMeetingResult(trx, id);
    if (before.file_id) await removeFile(trx, before.file_id);
    await recordAudit(
      trx,
      { actorId, action: 'delete', entity: 'meeting_result', entityId: id, before },
      nowIso(),
    );
  });
}

export const listFoursomes = (db: Db) => repo.listFoursomes(db);
