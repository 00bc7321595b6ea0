import { longDate } from '@shared/act-words';
import { isNoEmailAddress } from '@shared/no-email';
import type {
  AvailabilityList,
  AvailabilityResponse,
  AvailabilityRow,
  MeetingScore,
} from '@shared/schemas/competitions';
import { sheetName } from '@shared/team-names';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { mailSettings, type Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { forbidden, formError } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { siteLink } from '../mail/layout/compose-mail';
import { competitionPollMessage } from '../mail/messages/competition-poll';
import { enqueueMail } from '../mail/outbox.repository';
import * as repo from './competitions.repository';
import type { CompetitionRow, MemberRow } from './competitions.repository';
import { createCompetitionLinks } from './competition-links';
import {
  captainedCompetition,
  captainEmailsOf,
  datesOf,
  findCompetitionOr404,
  fullName,
  mayPlay,
} from './competitions.service';

export const FINISHED = (name: string) => `The ${name} has finished: nothing can be changed now`;
export const MAY_NOT_PLAY = (name: string) => `You may not play in the ${name}`;

type Answer = AvailabilityResponse['answer'];

/** What a member is told, and the captains shown: the competition's name with its year. */
export const titleOf = (row: Pick<CompetitionRow, 'name' | 'year'>) => `${row.name} ${row.year}`;

/** Records a member's own answer (an eligible member; not once the competition has finished). */
export async function saveAvailabilityIn(
  trx: Db,
  row: CompetitionRow,
  member: MemberRow,
  answer: { answer: Answer; unavailableDates: string[]; note: string | null },
): Promise<AvailabilityResponse> {
  if (row.finished_at) throw formError(FINISHED(row.name));
  if (!mayPlay(member, row)) throw forbidden(MAY_NOT_PLAY(row.name));
  const at = nowIso();
  await repo.saveAnswer(trx, { competitionId: row.id, memberId: member.id, ...answer }, at);
  await recordAudit(
    trx,
    {
      actorId: member.id,
      action: 'competition.answer',
      entity: 'competition',
      entityId: row.id,
      after: answer,
    },
    at,
  );
  return { competitionId: row.id, ...answer };
}

/** POST /api/competitions/availability */
export async function answerAvailability(
  db: Db,
  actor: SignedInMember,
  body: { competitionId: number; answer: Answer; unavailableDates: string[]; note: string | null },
) {
  return db.transaction().execute(async (trx) => {
    const row = await findCompetitionOr404(trx, body.competitionId);
    const member = (await repo.findMember(trx, actor.id))!;
    const { competitionId: _id, ...answer } = body;
    return saveAvailabilityIn(trx, row, member, answer);
  });
}

const dateLines = (row: CompetitionRow) => datesOf(row).map((d) => `${d.label}: ${longDate(d.date)}`);

/** The captains' names for the e-mails: members' names, or the addresses. */
async function captainsText(db: Db, row: CompetitionRow) {
  const emails = captainEmailsOf(row);
  const members = await repo.membersByEmails(db, emails);
  const names = emails.map((e) => {
    const m = members.find((x) => x.email.toLowerCase() === e);
    return m ? fullName(m) : e;
  });
  return names.length ? names.join(' and ') : 'the captain';
}

/**
 * POST /api/competitions/{id}/poll (every eligible member) and /remind (those who have not answered): each is
 * e-mailed the three answers as one-click links. Members without e-mail are left to the captain.
 */
export async function sendPoll(deps: Deps, actor: SignedInMember, id: number, reminder: boolean) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await captainedCompetition(trx, actor, id);
    if (row.finished_at) throw formError(FINISHED(row.name));
    const eligible = await repo.approvedMembers(trx, row.left_school_by);
    const answered = new Set(
      (await repo.availabilityOf(trx, id)).filter((a) => a.answer).map((a) => a.member_id),
    );
    const asked = eligible.filter((m) => !isNoEmailAddress(m.email) && !(reminder && answered.has(m.id)));
    const at = nowIso();
    const captains = await captainsText(trx, row);
    const link = siteLink(deps.publicUrl, `competitions/${row.id}`);
    for (const m of asked) {
      const [available, reserve, unavailable] = await createCompetitionLinks(
        trx,
        deps.publicUrl,
        (['team-available', 'team-reserve', 'team-unavailable'] as const).map((action) => ({
          memberId: m.id,
          competitionId: row.id,
          action,
        })),
      );
      const mail = competitionPollMessage({
        ...mailSettings(deps),
        firstName: m.first_name,
        competition: titleOf(row),
        dates: dateLines(row),
        captains,
        link,
        answers: { available, reserve, unavailable },
        reminder,
      });
      await enqueueMail(trx, { to: m.email, ...mail, blankWhenSent: true }, at);
    }
    await repo.markAsked(
      trx,
      row.id,
      asked.map((m) => m.id),
      at,
    );
    if (!reminder) await repo.setCompetitionStamp(trx, row.id, 'polled_at', at);
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        action: reminder ? 'competition.remind' : 'competition.poll',
        entity: 'competition',
        entityId: row.id,
        after: { sent: asked.length },
      },
      at,
    );
    return { sent: asked.length };
  });
}

/** GET /api/competitions/{id}/availability: every eligible member, by surname, with answer, form and age. */
export async function availabilityList(db: Db, actor: SignedInMember, id: number): Promise<AvailabilityList> {
  const row = await captainedCompetition(db, actor, id);
  const eligible = await repo.approvedMembers(db, row.left_school_by);
  const answers = new Map((await repo.availabilityOf(db, id)).map((a) => [a.member_id, a]));
  const scores = new Map<number, MeetingScore[]>();
  for (const s of await repo.publishedScores(
    db,
    eligible.map((m) => m.id),
  )) {
    const list = scores.get(s.member_id!) ?? [];
    if (list.length < 3)
      list.push({ fixtureId: s.fixture_id, event: s.event, date: s.start_date, score: s.score_text });
    scores.set(s.member_id!, list);
  }
  const rows: AvailabilityRow[] = eligible.map((m) => {
    const a = answers.get(m.id);
    return {
      memberId: m.id,
      name: fullName(m),
      sheetName: sheetName({ firstName: m.first_name, lastName: m.last_name, initials: m.initials }),
      answer: (a?.answer as Answer | null) ?? null,
      answeredAt: a?.answered_at ?? null,
      unavailableDates: a?.answer ? JSON.parse(a.unavailable_dates) : [],
      note: a?.note ?? null,
      handicap: m.handicap,
      yearLeft: m.year_left,
      lastScores: scores.get(m.id) ?? [],
      asked: !!a?.asked_at,
      noEmail: isNoEmailAddress(m.email),
    };
  });
  return { competitionId: row.id, polledAt: row.polled_at, rows };
}
