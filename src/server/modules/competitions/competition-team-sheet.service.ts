import { longDate } from '@shared/act-words';
import { londonToday } from '@shared/dates';
import { pairLine, sheetName, type SheetPerson } from '@shared/team-names';
import { sheetRound } from '@shared/team-sheet-round';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import { now } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import * as repo from './competitions.repository';
import { titleOf } from './competition-availability.service';
import { captainedCompetition, captainEmailsOf, datesOf, fullName } from './competitions.service';

export const NO_SUCH_ROUND = (round: string, competition: string) =>
  `The ${competition} has no round called '${round}'`;

/** What the printed team sheet shows, in the organisers' form. */
export interface TeamSheet {
  competitionId: number;
  competition: string;
  /** The round's label and its date written out; null when the competition has no dates. */
  round: { label: string; date: string } | null;
  /** In order of play: 'J. R. H. Smith & P. A. Jones'; a place waiting for a reserve is a blank line to fill in. */
  pairs: { order: number; line: string }[];
  captains: string[];
  /** Every round's label, for the links to the other rounds' sheets. */
  rounds: string[];
}

const person = (m: repo.MemberRow): SheetPerson => ({
  firstName: m.first_name,
  lastName: m.last_name,
  initials: m.initials,
});

/**
 * GET /competitions/{id}/teamsheet (a captain or an administrator): the team as it stands, for the round named
 * by `?round=` (its label) or the next day of play. 404 for an unknown competition or round, 403 for others.
 */
export async function teamSheet(
  db: Db,
  actor: SignedInMember,
  id: number,
  wanted: string | undefined,
): Promise<TeamSheet> {
  const row = await captainedCompetition(db, actor, id);
  const dates = datesOf(row);
  const round = sheetRound(dates, londonToday(now()), wanted);
  if (wanted?.trim() && !round) throw notFound(NO_SUCH_ROUND(wanted.trim(), titleOf(row)));
  const places = await repo.placesOf(db, row.id);
  const ids = places.map((p) => p.member_id).filter((m): m is number => m !== null);
  const members = new Map((await repo.membersByIds(db, ids)).map((m) => [m.id, m]));
  const at = (id: number | null) => (id !== null ? members.get(id) : undefined);
  const orders = [...new Set(places.map((p) => p.pair_index))].sort((a, b) => a - b);
  const pairs = orders.map((order) => {
    const [a, b] = [0, 1].map((slot) =>
      at(places.find((p) => p.pair_index === order && p.slot === slot)?.member_id ?? null),
    );
    const blank = '…………………………';
    const line =
      a && b
        ? pairLine(person(a), person(b))
        : `${a ? sheetName(person(a)) : blank} & ${b ? sheetName(person(b)) : blank}`;
    return { order, line };
  });
  const captainRows = await repo.membersByEmails(db, captainEmailsOf(row));
  // Named as members; an address no member holds is left off the printed sheet.
  const captains = captainEmailsOf(row)
    .map((e) => captainRows.find((x) => x.email.toLowerCase() === e))
    .filter((m): m is repo.MemberRow => m !== undefined)
    .map(fullName);
  return {
    competitionId: row.id,
    competition: titleOf(row),
    round: round ? { label: round.label, date: longDate(round.date) } : null,
    pairs,
    captains,
    rounds: dates.map((d) => d.label),
  };
}
