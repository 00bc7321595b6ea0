import type {
  Competition,
  CompetitionAdmin,
  CompetitionDate,
  CompetitionValues,
} from '@shared/schemas/competitions';
import { competitionStatus, isEligible } from '@shared/team-rules';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { nowIso } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/http-errors';
import { auditedDelete, auditedEdit } from '../../lib/audited-changes';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './competitions.repository';
import type { CompetitionRow, MemberRow } from './competitions.repository';

export const COMPETITION_NOT_FOUND = 'Competition not found';
export const NOT_CAPTAIN = "Only this competition's captains can do that";
const ENTITY = 'competition';

export const captainEmailsOf = (row: Pick<CompetitionRow, 'captain_emails'>) =>
  row.captain_emails ? row.captain_emails.split(';') : [];
export const datesOf = (row: Pick<CompetitionRow, 'dates'>): CompetitionDate[] => JSON.parse(row.dates);
export const eligibilityOf = (row: Pick<CompetitionRow, 'left_school_by'>) =>
  row.left_school_by === null ? null : { leftSchoolBy: row.left_school_by };
export const statusOf = (row: CompetitionRow) =>
  competitionStatus({
    teamSaved: row.team_saved_at !== null,
    publishedAt: row.published_at,
    finished: row.finished_at !== null,
  });
export const fullName = (m: Pick<MemberRow, 'first_name' | 'last_name'>) => `${m.first_name} ${m.last_name}`;

/** May this member play in it: approved, and left school by its year if it has one. */
export const mayPlay = (m: Pick<MemberRow, 'approval' | 'year_left'>, row: CompetitionRow) =>
  m.approval === 'approved' && isEligible(m.year_left, eligibilityOf(row));

const isCaptainOf = (row: CompetitionRow, email: string | undefined) =>
  !!email && captainEmailsOf(row).includes(email.toLowerCase());

function columnsOf(v: CompetitionValues): repo.CompetitionColumns {
  return {
    name: v.name,
    year: v.year,
    pairs: v.pairs,
    reserves_wanted: v.reservesWanted,
    dates: JSON.stringify(v.dates),
    captain_emails: v.captainEmailAddresses.join(';'),
    left_school_by: v.eligibility?.leftSchoolBy ?? null,
    offer_hours: v.offerHours,
  };
}

/** The captains' names by address: a member's name, or the address as written when no member has it. */
async function captainNames(db: Db, rows: CompetitionRow[]) {
  const emails = [...new Set(rows.flatMap(captainEmailsOf))];
  const members = await repo.membersByEmails(db, emails);
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), fullName(m)]));
  return (row: CompetitionRow) => captainEmailsOf(row).map((e) => byEmail.get(e) ?? e);
}

function common(row: CompetitionRow, captains: string[]) {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    pairs: row.pairs,
    reservesWanted: row.reserves_wanted,
    dates: datesOf(row),
    captains,
    status: statusOf(row),
    eligibility: eligibilityOf(row),
    offerHours: row.offer_hours,
  };
}

/** GET /api/competitions: every competition, newest year first, with what the member is to each. */
export async function listCompetitions(db: Db, actor: SignedInMember): Promise<Competition[]> {
  const rows = await repo.listCompetitions(db);
  const names = await captainNames(db, rows);
  const me = await repo.findMember(db, actor.id);
  const out: Competition[] = [];
  for (const row of rows) {
    const mine = await repo.availabilityFor(db, row.id, actor.id);
    out.push({
      ...common(row, names(row)),
      isCaptain: isCaptainOf(row, me?.email),
      eligible: !!me && mayPlay(me, row),
      myAvailability: mine?.answer
        ? {
            answer: mine.answer as 'available',
            unavailableDates: JSON.parse(mine.unavailable_dates),
            note: mine.note,
          }
        : null,
    });
  }
  return out;
}

const adminAnswer = (row: CompetitionRow, captains: string[]): CompetitionAdmin => ({
  ...common(row, captains),
  captainEmailAddresses: captainEmailsOf(row),
  updatedAt: row.updated_at,
});

/** GET /api/admin/competitions */
export async function listForAdmin(db: Db): Promise<CompetitionAdmin[]> {
  const rows = await repo.listCompetitions(db);
  const names = await captainNames(db, rows);
  return rows.map((row) => adminAnswer(row, names(row)));
}

async function answerFor(db: Db, id: number) {
  const row = (await repo.findCompetition(db, id))!;
  return adminAnswer(row, (await captainNames(db, [row]))(row));
}

export async function addCompetition(db: Db, actorId: number, values: CompetitionValues) {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = await repo.insertCompetition(trx, columnsOf(values), now);
    await recordAudit(trx, { actorId, action: 'add', entity: ENTITY, entityId: id, after: values }, now);
    return answerFor(trx, id);
  });
}

export const editCompetition = auditedEdit({
  entity: ENTITY,
  thing: 'competition',
  missing: COMPETITION_NOT_FOUND,
  find: repo.findCompetition,
  write: (db, id, values: CompetitionValues, now, seen) =>
    repo.updateCompetition(db, id, columnsOf(values), now, seen),
  answer: (db, id) => answerFor(db, id),
});

export const deleteCompetition = auditedDelete({
  entity: ENTITY,
  missing: COMPETITION_NOT_FOUND,
  find: repo.findCompetition,
  remove: repo.deleteCompetition,
});

/** The competition, for an administrator or one of its captains: 404 when there is none, 403 for anyone else. */
export async function captainedCompetition(db: Db, actor: SignedInMember, id: number) {
  const row = await repo.findCompetition(db, id);
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  if (actor.isAdmin) return row;
  const me = await repo.findMember(db, actor.id);
  if (!isCaptainOf(row, me?.email)) throw forbidden(NOT_CAPTAIN);
  return row;
}

/** Whether the member is one of its captains (an administrator is not, unless his address is listed). */
export async function isCaptain(db: Db, memberId: number, row: CompetitionRow) {
  return isCaptainOf(row, (await repo.findMember(db, memberId))?.email);
}

export async function findCompetitionOr404(db: Db, id: number) {
  const row = await repo.findCompetition(db, id);
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return row;
}
