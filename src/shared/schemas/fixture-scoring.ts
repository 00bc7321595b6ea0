import { z } from 'zod';
import { YEAR_LEFT_MIN } from '../constants';
import { DEFAULT_ALLOWANCE_PERCENT } from '../golf/playing-handicap';
import type { PrizeEligibility, ScoringFormat } from '../golf/types';
import { controlCharactersMessage, hasNoControlCharacters, hasNoLineBreaks } from './control-characters';
import { TEE_NAME_MAX, teeAnswerSchema } from './course-tees';
import { wholeIdNumber } from './id-fields';
import { handicapMessage, readHandicap } from './member-fields';
import { refuse } from './refuse';

/**
 * How a fixture is scored (DESIGN.md 'Results from the cards'): in `GetForEdit/{id}`, `addfixture` and
 * `editfixture` as `scoring`: null (no cards), or the course and tee played, Stableford or medal, the handicap
 * allowance, the prizes of the day in the order they are given, and whether one player may win only one prize.
 */

export const SCORING_FORMATS = ['stableford', 'medal'] as const satisfies readonly ScoringFormat[];
export const PRIZES_MAX = 12;
export const PRIZE_EVENT_MAX = 200;
export const PRIZE_PLACES_MAX = 3;
export { DEFAULT_ALLOWANCE_PERCENT };

export const ALLOWANCE_MESSAGE = 'Give the handicap allowance as a per cent from 0 to 100, such as 95';
export const ELIGIBILITY_MESSAGE =
  'Say who may win the prize: everyone, a handicap band, those who left school by a year, or guests';

/** A Handicap Index in a band: a number in the stored form (+1.4 is -1.4), or as golfers write it ('+1.4'). */
const bandIndexField = (end: string) =>
  z
    .union([z.number(), z.string()], { error: `Give the band's ${end} as a handicap index` })
    .transform((v, ctx) => {
      const n = readHandicap(v);
      if (n === undefined) return refuse(ctx, `The band's ${end}: ${handicapMessage}`);
      return n;
    });

export const prizeEligibilitySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z
      .object({ kind: z.literal('handicap'), from: bandIndexField('lowest'), to: bandIndexField('highest') })
      .refine((b) => b.from <= b.to, {
        path: ['to'],
        message: "A handicap band's highest index must not be below its lowest",
      }),
    z.object({
      kind: z.literal('leftSchoolBy'),
      year: z
        .number({ error: 'Give the year they left school by' })
        .int('Give the year they left school by')
        .min(YEAR_LEFT_MIN, `Give a year they left school by from ${YEAR_LEFT_MIN}`)
        .max(2100, 'Give the year they left school by'),
    }),
    z.object({ kind: z.literal('guests') }),
  ],
  { error: ELIGIBILITY_MESSAGE },
) satisfies z.ZodType<PrizeEligibility>;

export const prizeSchema = z.object({
  event: z
    .string({ error: "Give the prize's name, as the results will show it" })
    .trim()
    .min(1, "Give the prize's name, as the results will show it")
    .max(PRIZE_EVENT_MAX, `A prize's name must be ${PRIZE_EVENT_MAX} characters or fewer`)
    .refine(hasNoControlCharacters, controlCharactersMessage("A prize's name"))
    .refine(hasNoLineBreaks, "A prize's name must be on one line"),
  eligible: prizeEligibilitySchema,
  places: z
    .number({ error: `A prize has 1 to ${PRIZE_PLACES_MAX} places` })
    .int(`A prize has 1 to ${PRIZE_PLACES_MAX} places`)
    .min(1, `A prize has 1 to ${PRIZE_PLACES_MAX} places`)
    .max(PRIZE_PLACES_MAX, `A prize has 1 to ${PRIZE_PLACES_MAX} places`),
});
export type PrizeValues = z.output<typeof prizeSchema>;

/** The allowance in per cent, 0 to 100 with one decimal at most (37.5); 95 when not given. */
const allowanceField = z
  .number({ error: ALLOWANCE_MESSAGE })
  .min(0, ALLOWANCE_MESSAGE)
  .max(100, ALLOWANCE_MESSAGE)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, ALLOWANCE_MESSAGE)
  .optional()
  .transform((v) => (v === undefined ? DEFAULT_ALLOWANCE_PERCENT : Math.round(v * 10) / 10));

export const scoringSchema = z.object(
  {
    courseId: wholeIdNumber('Choose the course played'),
    tee: z
      .string({ error: 'Choose the tees played' })
      .trim()
      .min(1, 'Choose the tees played')
      .max(TEE_NAME_MAX, 'Choose the tees played'),
    format: z.enum(SCORING_FORMATS, { error: 'Choose Stableford or medal' }),
    allowancePercent: allowanceField,
    prizes: z
      .array(prizeSchema, { error: 'Give the prizes as a list' })
      .max(PRIZES_MAX, `Give at most ${PRIZES_MAX} prizes`)
      .optional()
      .transform((v) => v ?? [])
      .superRefine((prizes, ctx) => {
        const seen = new Set<string>();
        prizes.forEach((p, i) => {
          if (seen.has(p.event.toLowerCase()))
            ctx.addIssue({
              code: 'custom',
              path: [i, 'event'],
              message: `The prize "${p.event}" is listed twice: give each prize its own name`,
            });
          seen.add(p.event.toLowerCase());
        });
      }),
    /** One prize each: a winner is out of every later prize (the society's usual rule, so true when not given). */
    onePrizeEach: z
      .boolean({ error: 'Say whether a player may win only one prize' })
      .optional()
      .transform((v) => v ?? true),
  },
  { error: 'Give the scoring as the course, tees, format, allowance and prizes, or none' },
);
export type ScoringInput = z.input<typeof scoringSchema>;
export type ScoringValues = z.output<typeof scoringSchema>;

/**
 * Add and Edit Fixture's `scoring`: null for none; left out, Edit Fixture keeps what the fixture has (callers
 * that know nothing of scoring never wipe it) and Add Fixture has none.
 */
export const scoringField = scoringSchema.nullable().optional();

/** The scoring as `GetForEdit/{id}` answers it. */
export const scoringAnswerSchema = z.object({
  courseId: z.number().int(),
  tee: z.string(),
  format: z.enum(SCORING_FORMATS),
  allowancePercent: z.number(),
  prizes: z.array(
    z.object({
      event: z.string(),
      eligible: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('all') }),
        z.object({ kind: z.literal('handicap'), from: z.number(), to: z.number() }),
        z.object({ kind: z.literal('leftSchoolBy'), year: z.number().int() }),
        z.object({ kind: z.literal('guests') }),
      ]),
      places: z.number().int(),
    }),
  ),
  onePrizeEach: z.boolean(),
});
export type ScoringAnswer = z.infer<typeof scoringAnswerSchema>;

/** The scoring with what it names, for the card-entry screen and the result page: the course's club and the tee. */
export const scoringSetupSchema = scoringAnswerSchema.extend({
  club: z.string(),
  teeFigures: teeAnswerSchema,
});
export type ScoringSetupAnswer = z.infer<typeof scoringSetupSchema>;
