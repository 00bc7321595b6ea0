import { competitionMeetingType } from '@shared/competition-meeting';
import type { MeetingTypeId } from '@shared/constants';
import { matchPoints, type MatchResult } from '@shared/match-rules';
import { decadeOf } from '@shared/schemas/content-fields';
import type { MeetingResult } from '@shared/schemas/results';
import type { YearCount } from '@shared/year-lists';
import type { Db } from '../../db/database';
import * as matches from './competition-matches.repository';
import { matchOf } from './competition-matches.service';

/**
 * The rows a published, finished competition adds to Meeting Results (decision 0068): one per round, under
 * Knockout Meetings for the knockouts and Society Matches for the rest. The winner takes the first place and the
 * loser the second (the society first when halved), each with their points; the row links to /competitions/{id}.
 * Rows are read from the rounds, never stored, so a round recorded again shows at once; their ids are the rounds'
 * own, negated, as they are no meeting results an administrator edits.
 */
export async function competitionMeetingRows(
  db: Db,
  meetingType: MeetingTypeId,
  societyName: string,
  year?: number,
): Promise<MeetingResult[]> {
  const competitions = (await matches.finishedCompetitions(db, year)).filter(
    (c) => competitionMeetingType(c.name) === meetingType,
  );
  const rounds = await matches.matchesOfAll(
    db,
    competitions.map((c) => c.id),
  );
  const rows: MeetingResult[] = [];
  for (const c of competitions) {
    const played = rounds
      .filter((r) => r.competition_id === c.id)
      .map(matchOf)
      .sort((a, b) => a.round - b.round);
    for (const m of played) {
      const results: MatchResult[] = m.pairs.map((p) => p.result);
      const us = { name: societyName, score: results.length ? matchPoints(results, 'us') : null };
      const them = { name: m.opponent, score: results.length ? matchPoints(results, 'them') : null };
      const [first, second] = m.outcome === 'lost' ? [them, us] : [us, them];
      rows.push({
        id: -m.id,
        decade: decadeOf(c.year),
        year: c.year,
        meetingName: `${c.name} – round ${m.round}`,
        firstPlaceName: first.name,
        firstPlaceScore: first.score,
        secondPlaceName: second.name,
        secondPlaceScore: second.score,
        thirdPlaceName: null,
        thirdPlaceScore: null,
        fileName: null,
        updatedAt: c.finished_at!,
        link: `/competitions/${c.id}`,
      });
    }
  }
  return rows;
}

/** The years those rows fall in, with how many each has. */
export async function competitionMeetingYears(db: Db, meetingType: MeetingTypeId): Promise<YearCount[]> {
  const counts = new Map<number, number>();
  for (const row of await competitionMeetingRows(db, meetingType, ''))
    counts.set(row.year, (counts.get(row.year) ?? 0) + 1);
  return [...counts].map(([y, count]) => ({ year: y, count }));
}
