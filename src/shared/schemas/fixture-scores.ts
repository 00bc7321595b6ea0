import { z } from 'zod';
import { MEETING_NAMES, type MeetingTypeId } from '../constants';
import { holesProblem } from '../golf/score-card';
import { HOLES } from '../golf/types';
import { controlCharactersMessage, hasNoControlCharacters, hasNoLineBreaks } from './control-characters';
import { scoringSetupSchema } from './fixture-scoring';
import { idField, parseId } from './id-fields';
import { handicapMessage, readHandicap } from './member-fields';
import { refuse } from './refuse';

/**
 * The cards of a fixture, the field they make and its publication (DESIGN.md 'Results from the cards'). A card is
 * saved as typed from the paper one; everything else (handicaps, points, places, prizes) the golf rules work out
 * from it (src/shared/golf).
 */

export const GUEST_NAME_MAX = 80;
export const PLAYER_MESSAGE = "Choose a member, or give a guest's name";
export const HANDICAP_INDEX_MESSAGE = `Handicap Index: ${handicapMessage}`;

/** A guest's name as typed on the card: one line. */
const guestNameField = z
  .string({ error: "Give the guest's name" })
  .trim()
  .max(GUEST_NAME_MAX, `A guest's name must be ${GUEST_NAME_MAX} characters or fewer`)
  .refine(hasNoControlCharacters, controlCharactersMessage("A guest's name"))
  .refine(hasNoLineBreaks, "A guest's name must be on one line");

/** The index on the card: a number in the stored form (+1.4 is -1.4), or as golfers write it ('+1.4'). */
export const handicapIndexField = z
  .union([z.number(), z.string()], { error: HANDICAP_INDEX_MESSAGE })
  .transform((v, ctx) => {
    const n = readHandicap(v);
    if (n === undefined) return refuse(ctx, HANDICAP_INDEX_MESSAGE);
    return n;
  });

/** 18 holes, each 1 to 20 strokes or null for no score on the hole (the golf rules' own check). */
export const holesField = z
  .array(z.unknown(), { error: `Give the ${HOLES} holes of the card as a list` })
  .max(HOLES * 2, 'A card has 18 holes')
  .superRefine((holes, ctx) => {
    const problem = holesProblem(holes as (number | null)[]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((holes) => holes as (number | null)[]);

/** A member's id, or nothing (null, absent or empty) when the card is a guest's. */
const memberIdField = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const id = parseId(typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');
    if (id === null) return refuse(ctx, 'Choose a member');
    return id;
  });

/** Who a card is for: a member by id, or a guest by name (exactly one of the two). */
const playerFields = {
  fixtureId: idField('Choose a fixture'),
  memberId: memberIdField,
  guestName: guestNameField.nullable().optional(),
};
const onePlayer = (b: { memberId?: number | null; guestName?: string | null }, ctx: z.RefinementCtx) => {
  const member = b.memberId !== undefined && b.memberId !== null;
  const guest = !!b.guestName;
  if (member === guest) ctx.addIssue({ code: 'custom', path: ['memberId'], message: PLAYER_MESSAGE });
};

/** `POST /api/fixtures/scores`: one card, saved as typed; saving a player's card again replaces it. */
export const scoreCardBodySchema = z
  .object({ ...playerFields, handicapIndex: handicapIndexField, holes: holesField })
  .superRefine(onePlayer);
export type ScoreCardBody = z.input<typeof scoreCardBodySchema>;
export type ScoreCardValues = z.output<typeof scoreCardBodySchema>;

/** `POST /api/fixtures/scores/delete`: takes a card typed for the wrong player off the fixture. */
export const deleteCardBodySchema = z.object(playerFields).superRefine(onePlayer);
export type DeleteCardBody = z.input<typeof deleteCardBodySchema>;
export type DeleteCardValues = z.output<typeof deleteCardBodySchema>;

/** A card with what the rules make of it, placed in the whole field (members and guests). */
export const scoredCardSchema = z.object({
  memberId: z.number().int().nullable(),
  guestName: z.string().nullable(),
  name: z.string(),
  /** The stored form: a plus handicap is negative. */
  handicapIndex: z.number(),
  holes: z.array(z.number().int().nullable()),
  courseHandicap: z.number().int(),
  playingHandicap: z.number().int(),
  /** Strokes received on each hole (negative where a plus handicap gives one back). */
  strokesReceived: z.array(z.number().int()),
  /** Stableford points on each hole (0 where there is no score), whatever the format. */
  points: z.array(z.number().int()),
  gross: z.number().int().nullable(),
  net: z.number().int().nullable(),
  /** Stableford points, or the medal net; null for a medal no return. */
  total: z.number().int().nullable(),
  /** 1 for first, shared places share the number; null for a no return. */
  position: z.number().int().nullable(),
  /** '1st', '=2nd', 'NR'. */
  positionText: z.string(),
  /** '41 pts', '38 pts (c/b)', 'net 68', 'NR'. */
  scoreText: z.string(),
  countback: z.boolean(),
  updatedAt: z.string(),
});
export type ScoredCardAnswer = z.infer<typeof scoredCardSchema>;

export const prizeWinnerSchema = z.object({
  memberId: z.number().int().nullable(),
  guestName: z.string().nullable(),
  name: z.string(),
  positionText: z.string(),
  scoreText: z.string(),
});
export const prizeAwardSchema = z.object({ event: z.string(), winners: z.array(prizeWinnerSchema) });
export type PrizeAwardAnswer = z.infer<typeof prizeAwardSchema>;

/** Someone on the fixture's list who may need a card: a member, or a member's guest from the bookings. */
export const entrantSchema = z.object({
  memberId: z.number().int().nullable(),
  guestName: z.string().nullable(),
  name: z.string(),
  /** The member's handicap on their profile, or the guest's as booked: the card-entry screen's first guess. */
  handicapIndex: z.number().nullable(),
  /** The member a guest came with. */
  guestOf: z.string().nullable(),
  hasCard: z.boolean(),
});
export type Entrant = z.infer<typeof entrantSchema>;

/**
 * `GET /api/fixtures/scores/{fixtureId}`: every card, best first (members and the fixture's managers before
 * publication; everyone after), the prizes as they stand, and for those who enter cards the players still to enter.
 */
export const fixtureScoresSchema = z.object({
  fixtureId: z.number().int(),
  event: z.string(),
  fixtureDate: z.string(),
  year: z.number().int(),
  /** Null when the fixture has no scoring set. */
  scoring: scoringSetupSchema.nullable(),
  cards: z.array(scoredCardSchema),
  prizes: z.array(prizeAwardSchema),
  /** When the result was last published, and in which meeting's results; null before. */
  published: z.object({ at: z.string(), meeting: z.string() }).nullable(),
  /** A card, the scoring or the tee has changed since the result was published: publishing again shows it. */
  changedSincePublished: z.boolean(),
  /** The signed-in member may enter cards and publish (an administrator, or one of the fixture's managers). */
  canEnter: z.boolean(),
  /** For those who may enter cards: the fixture's players and their guests, with whether each has a card. */
  entrants: z.array(entrantSchema),
});
export type FixtureScores = z.infer<typeof fixtureScoresSchema>;

export const scoresParams = z.object({ fixtureId: z.string().max(200) });

export const MEETING_MESSAGE = `Choose the meeting's results to publish in: ${Object.values(MEETING_NAMES).join(', ')}`;

/** One of the spec's meeting names ('Spring Meetings'; 'Spring Meeting' and any case too), or its number 1 to 5. */
export function meetingTypeOf(v: unknown): MeetingTypeId | undefined {
  if (typeof v === 'number')
    return Number.isInteger(v) && v >= 1 && v <= 5 ? (v as MeetingTypeId) : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase();
  if (/^[1-5]$/.test(s)) return Number(s) as MeetingTypeId;
  const found = Object.entries(MEETING_NAMES).find(
    ([, name]) => name.toLowerCase() === s || name.toLowerCase().replace(/s$/, '') === s,
  );
  return found ? (Number(found[0]) as MeetingTypeId) : undefined;
}

export const meetingField = z.unknown().transform((v, ctx) => {
  const type = meetingTypeOf(v);
  if (type === undefined) return refuse(ctx, MEETING_MESSAGE);
  return type;
});

/** `POST /api/fixtures/results/publish {fixtureId, meeting}`. */
export const publishResultsBodySchema = z.object({
  fixtureId: idField('Choose a fixture'),
  meeting: meetingField,
});
export type PublishResultsBody = z.input<typeof publishResultsBodySchema>;

export const publishResultsAnswerSchema = z.object({
  /** The meeting results rows written (one for each prize with a winner). */
  meetingResults: z.number().int(),
  /** The players e-mailed (those whose result or prizes changed since they were last told). */
  emailed: z.number().int(),
});
export type PublishResultsAnswer = z.infer<typeof publishResultsAnswerSchema>;

/** One line of a published field, as the fixture's result page shows it. */
export const publishedRowSchema = z.object({
  position: z.number().int().nullable(),
  positionText: z.string(),
  name: z.string(),
  guest: z.boolean(),
  handicapIndex: z.number(),
  playingHandicap: z.number().int(),
  gross: z.number().int().nullable(),
  total: z.number().int().nullable(),
  scoreText: z.string(),
});
export type PublishedRow = z.infer<typeof publishedRowSchema>;

/** What `GET /api/fixtures/result/{fixtureId}` gains once the cards are published: the prizes and the whole field. */
export const publishedFieldSchema = z.object({
  format: z.enum(['stableford', 'medal']),
  club: z.string(),
  tee: z.string(),
  allowancePercent: z.number(),
  meeting: z.string(),
  publishedAt: z.string(),
  prizes: z.array(
    z.object({
      event: z.string(),
      winners: z.array(z.object({ name: z.string(), positionText: z.string(), scoreText: z.string() })),
    }),
  ),
  rows: z.array(publishedRowSchema),
});
export type PublishedField = z.infer<typeof publishedFieldSchema>;
