import { formatFixtureDate } from '@shared/dates';
import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import type { PrizeAward } from '@shared/golf/allocate-prizes';
import type { RankedCard } from '@shared/golf/types';
import type { PublishedField, PublishResultsAnswer } from '@shared/schemas/fixture-scores';
import type { Db } from '../../db/database';
import type { SignedInMember } from '../../fastify-types';
import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { fieldErrors } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { fixtureResultPublishedMessages, type PlayerResult } from '../mail/messages/fixture-result-published';
import { enqueueMany } from '../mail/outbox.repository';
import { lockFixture } from '../fixtures/fixture-lists.repository';
import { assertManager } from '../fixtures/fixture-players.service';
import { scoreText } from '@shared/golf/score-text';
import type { FieldCard } from './fixture-field';
import { currentField, fixtureOr404, NO_SCORING } from './fixture-scores.service';
import { findScoring, updateScoring, type ScoringRow } from './fixture-scoring.repository';
import * as published from './published-field.repository';

export const NO_CARDS = 'Enter at least one card before publishing the result';

/** What a publication keeps beside the field: the prizes as given, and what the day was played under. */
type PublishedSetup = Omit<PublishedField, 'meeting' | 'publishedAt' | 'rows'>;

/** 'A', 'A & B', 'A, B & C': players sharing a place share its cell. */
const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} & ${list[list.length - 1]}`;

/**
 * A prize as a row of the spec's meeting results: Event = the prize, each place's cell the players in that place
 * within the prize's own field (players who share a place share a cell, and the place after them stays empty, as
 * the places are), with the score as the results print it. A prize nobody could win writes no row.
 */
function meetingRow(
  award: PrizeAward<FieldCard>,
  year: number,
  meeting: MeetingTypeId,
  fixtureId: number,
  at: string,
) {
  if (award.winners.length === 0) return null;
  const cell = (place: number) => {
    const here = award.winners.filter((w) => w.position === place);
    return here.length
      ? { name: names(here.map((w) => w.card.player.name)), score: here[0].scoreText }
      : { name: null, score: null };
  };
  const [first, second, third] = [cell(1), cell(2), cell(3)];
  return {
    meeting_type: meeting,
    year,
    event: award.prize.event,
    first_place_name: first.name,
    first_place_score: first.score,
    second_place_name: second.name,
    second_place_score: second.score,
    third_place_name: third.name,
    third_place_score: third.score,
    file_id: null,
    fixture_id: fixtureId,
    created_at: at,
    updated_at: at,
  };
}

/** What a member is told of their result: their line in the field, and their prizes. */
function playerResult(
  r: RankedCard<FieldCard>,
  fieldSize: number,
  prizes: string[],
): Omit<PlayerResult, 'firstName'> {
  return {
    line:
      r.position === null
        ? 'Your card was a no return, so it has no place in the field.'
        : `You finished ${r.positionText} of ${fieldSize} with ${scoreText(r)}.`,
    prizes:
      prizes.length === 0
        ? 'The prize winners and the whole field are on the results page.'
        : prizes.length === 1
          ? `You won a prize: ${prizes[0]}. Congratulations!`
          : `You won prizes: ${prizes.join('; ')}. Congratulations!`,
  };
}

/**
 * `POST /api/fixtures/results/publish {fixtureId, meeting}` (an administrator or the fixture's manager): the prize
 * winners go into the meeting results of the fixture's year, replacing the rows this fixture wrote before (publishing
 * again never duplicates), the whole field is kept for the fixture's result page and the order of merit, and each
 * member who played is e-mailed their result; publishing again e-mails only those whose line or prizes changed.
 */
export async function publishResults(
  deps: Deps,
  actor: SignedInMember,
  fixtureId: number,
  meeting: MeetingTypeId,
): Promise<PublishResultsAnswer> {
  return deps.db.transaction().execute(async (trx: Db) => {
    await lockFixture(trx, deps.dialect, fixtureId);
    const fixture = await fixtureOr404(trx, fixtureId);
    await assertManager(trx, actor, fixture);
    const scoring = await findScoring(trx, fixtureId);
    if (!scoring) throw fieldErrors({ fixtureId: [NO_SCORING] });
    const at = nowIso();
    const { meetingResults, players, toTell } = await writePublication(trx, fixture, scoring, meeting, at);

    const members = new Map(
      (
        await published.fieldMembers(
          trx,
          toTell.map((t) => t.memberId),
        )
      ).map((m) => [m.id, m]),
    );
    const recipients = toTell.flatMap(({ memberId, result }) => {
      const m = members.get(memberId);
      return m ? [{ email: m.email, result: { ...result, firstName: m.first_name } }] : [];
    });
    const mails = fixtureResultPublishedMessages(
      {
        societyName: deps.societyName,
        publicUrl: deps.publicUrl,
        contactEmail: deps.contactEmail,
        event: fixture.event,
        fixtureDate: formatFixtureDate(fixture.start_date, fixture.end_date),
        location: fixture.location,
        link: `${deps.publicUrl.replace(/\/$/, '')}/fixtureresult/${fixtureId}`,
      },
      recipients.map((x) => x.result),
    );
    await enqueueMany(
      trx,
      mails.map((m, i) => ({ to: recipients[i].email, ...m })),
      at,
    );
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        action: 'results.publish',
        entity: 'fixture',
        entityId: fixtureId,
        after: {
          meeting: MEETING_NAMES[meeting],
          year: fixture.year,
          prizes: meetingResults,
          players,
          emailed: recipients.length,
        },
      },
      at,
    );
    return { meetingResults, emailed: recipients.length };
  });
}

/**
 * Writes a fixture's publication in the caller's transaction, without e-mail (the demo data publishes through it
 * too): the prize winners into the meeting results (replacing this fixture's rows), the field as it stands for the
 * result page and the order of merit, and when and where it was published. Answers how many meeting results rows
 * were written, the size of the field, and the members whose result or prizes differ from what they were last told.
 */
export async function writePublication(
  trx: Db,
  fixture: { id: number; year: number },
  scoring: ScoringRow,
  meeting: MeetingTypeId,
  at: string,
) {
  const fixtureId = fixture.id;
  const { club, tee, setup, field, prizes } = await currentField(trx, scoring);
  if (field.length === 0) throw fieldErrors({ fixtureId: [NO_CARDS] });

  const rows = prizes.flatMap((a) => meetingRow(a, fixture.year, meeting, fixtureId, at) ?? []);
  await published.replaceMeetingResults(trx, fixtureId, rows);

  const won = new Map<FieldCard, string[]>();
  for (const a of prizes)
    for (const w of a.winners) won.set(w.card, [...(won.get(w.card) ?? []), a.prize.event]);
  const told = new Map<number, string | null>();
  for (const r of await published.publishedRows(trx, fixtureId))
    if (r.member_id !== null) told.set(r.member_id, r.told);
  const results = field.map((r) => ({ r, result: playerResult(r, field.length, won.get(r.card) ?? []) }));
  await published.replaceField(
    trx,
    fixtureId,
    results.map(({ r, result }, i) => ({
      fixture_id: fixtureId,
      row_order: i + 1,
      member_id: r.card.memberId,
      guest: r.card.memberId === null ? 1 : 0,
      name: r.card.player.name,
      handicap_tenths: Math.round(r.card.handicapIndex * 10),
      playing_handicap: r.playingHandicap,
      gross: r.gross,
      total: r.total,
      position: r.position,
      position_text: r.positionText,
      score_text: scoreText(r),
      told: r.card.memberId === null ? null : JSON.stringify(result),
    })),
  );

  const kept: PublishedSetup = {
    format: setup.format,
    club,
    tee: tee.name,
    allowancePercent: setup.allowancePercent,
    prizes: prizes.map((a) => ({
      event: a.prize.event,
      winners: a.winners.map((w) => ({
        name: w.card.player.name,
        positionText: w.positionText,
        scoreText: w.scoreText,
      })),
    })),
  };
  await updateScoring(trx, fixtureId, {
    published_at: at,
    published_meeting: meeting,
    published_prizes: JSON.stringify(kept),
  });
  const toTell = results.flatMap(({ r, result }) =>
    r.card.memberId !== null && told.get(r.card.memberId) !== JSON.stringify(result)
      ? [{ memberId: r.card.memberId, result }]
      : [],
  );
  return { meetingResults: rows.length, players: field.length, toTell };
}

/** The field as published, for the fixture's result page; null before the first publication. */
export async function publishedFieldOf(db: Db, fixtureId: number): Promise<PublishedField | null> {
  const scoring = await findScoring(db, fixtureId);
  if (!scoring?.published_at || !scoring.published_prizes) return null;
  const kept = JSON.parse(scoring.published_prizes) as PublishedSetup;
  const rows = await published.publishedRows(db, fixtureId);
  return {
    ...kept,
    meeting: MEETING_NAMES[scoring.published_meeting as MeetingTypeId] ?? '',
    publishedAt: scoring.published_at,
    rows: rows.map((r) => ({
      position: r.position,
      positionText: r.position_text,
      name: r.name,
      guest: r.guest === 1,
      handicapIndex: r.handicap_tenths / 10,
      playingHandicap: r.playing_handicap,
      gross: r.gross,
      total: r.total,
      scoreText: r.score_text,
    })),
  };
}
