import { allocatePrizes, type PrizeAward } from '@shared/golf/allocate-prizes';
import { rankCards } from '@shared/golf/rank-cards';
import { scoreCard } from '@shared/golf/score-card';
import { scoreText } from '@shared/golf/score-text';
import type { Card, Prize, RankedCard, ScoringSetup, Tee } from '@shared/golf/types';
import type { ScoringAnswer } from '@shared/schemas/fixture-scoring';
import type { PrizeAwardAnswer, ScoredCardAnswer } from '@shared/schemas/fixture-scores';
import type { CardRow } from './fixture-cards.repository';
import type { ScoringRow } from './fixture-scoring.repository';

/**
 * A fixture's field, worked out from the cards as typed by the golf rules (src/shared/golf): nothing here is a
 * rule of golf, only the shapes the routes read and write. Cards are scored whenever they are read, so a change of
 * tee, allowance or format is in every card at once (decision 0048).
 */

/** A card with what the routes need besides the rules' own fields. */
export interface FieldCard extends Card {
  memberId: number | null;
  guestName: string | null;
  updatedAt: string;
}

export const scoringOf = (row: ScoringRow): ScoringAnswer => ({
  courseId: row.course_id,
  tee: row.tee,
  format: row.format,
  allowancePercent: row.allowance_tenths / 10,
  prizes: JSON.parse(row.prizes) as ScoringAnswer['prizes'],
  onePrizeEach: row.one_prize_each === 1,
});

export const memberName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

export function cardOf(row: CardRow): FieldCard {
  const handicapIndex = row.handicap_tenths / 10;
  const holes = JSON.parse(row.holes) as (number | null)[];
  const base = {
    memberId: row.member_id,
    guestName: row.guest_name,
    updatedAt: row.updated_at,
    handicapIndex,
    holes,
  };
  return row.member_id === null
    ? { ...base, player: { kind: 'guest', name: row.guest_name ?? '' } }
    : {
        ...base,
        player: {
          kind: 'member',
          memberId: row.member_id,
          name: memberName(row.first_name, row.last_name),
          yearLeft: row.year_left,
        },
      };
}

/** Every card scored and placed in one field, members and guests alike, best first. */
export function placeField(cards: readonly FieldCard[], tee: Tee, scoring: ScoringAnswer) {
  const setup: ScoringSetup = { tee, format: scoring.format, allowancePercent: scoring.allowancePercent };
  return rankCards(cards.map((c) => scoreCard(c, setup)));
}

/** The prizes as the field stands, in the order they are given. */
export const prizesOf = (field: readonly RankedCard<FieldCard>[], scoring: ScoringAnswer) =>
  allocatePrizes(field, scoring.prizes as Prize[], scoring.onePrizeEach);

export const scoredCardAnswer = (r: RankedCard<FieldCard>): ScoredCardAnswer => ({
  memberId: r.card.memberId,
  guestName: r.card.guestName,
  name: r.card.player.name,
  handicapIndex: r.card.handicapIndex,
  holes: [...r.card.holes],
  courseHandicap: r.courseHandicap,
  playingHandicap: r.playingHandicap,
  strokesReceived: r.strokesReceived,
  points: r.points,
  gross: r.gross,
  net: r.net,
  total: r.total,
  position: r.position,
  positionText: r.positionText,
  scoreText: scoreText(r),
  countback: r.countback,
  updatedAt: r.card.updatedAt,
});

export const prizeAwardAnswer = (a: PrizeAward<FieldCard>): PrizeAwardAnswer => ({
  event: a.prize.event,
  winners: a.winners.map((w) => ({
    memberId: w.card.memberId,
    guestName: w.card.guestName,
    name: w.card.player.name,
    positionText: w.positionText,
    scoreText: w.scoreText,
  })),
});
