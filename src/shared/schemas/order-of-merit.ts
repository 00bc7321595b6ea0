import { z } from 'zod';
import { yearQuerySchema } from './year-lists';

/**
 * The order of merit (DESIGN.md 'Results from the cards'): a year's members placed on the points their places in
 * the published fixtures earn, by the rules the administrator sets for that year (src/shared/golf/order-of-merit.ts).
 */

export const MERIT_PLACES_MAX = 50;
export const MERIT_POINTS_MAX = 1000;
export const MERIT_EVENTS_MAX = 50;

/** The rules of a year for which the administrator has set none: they are shown as such, and can be changed. */
export const DEFAULT_MERIT_RULES = {
  points: [10, 8, 6, 5, 4, 3, 2, 1],
  bestOf: null,
  minEvents: 1,
  paidUpOnly: false,
} as const;

const POINTS_MESSAGE = `Give the points for 1st, 2nd and so on: 1 to ${MERIT_PLACES_MAX} whole numbers from 0 to ${MERIT_POINTS_MAX}`;
const BEST_OF_MESSAGE = `Best of: how many results count, 1 to ${MERIT_EVENTS_MAX}, or none for all of them`;
const MIN_EVENTS_MESSAGE = `Events needed: a whole number from 0 to ${MERIT_EVENTS_MAX}`;

export const meritRulesFields = {
  points: z
    .array(
      z
        .number({ error: POINTS_MESSAGE })
        .int(POINTS_MESSAGE)
        .min(0, POINTS_MESSAGE)
        .max(MERIT_POINTS_MAX, POINTS_MESSAGE),
      { error: POINTS_MESSAGE },
    )
    .min(1, POINTS_MESSAGE)
    .max(MERIT_PLACES_MAX, POINTS_MESSAGE)
    .refine(
      (points) => points.every((p, i) => i === 0 || p <= points[i - 1]),
      'A place must not earn more points than the place above it',
    ),
  bestOf: z
    .number({ error: BEST_OF_MESSAGE })
    .int(BEST_OF_MESSAGE)
    .min(1, BEST_OF_MESSAGE)
    .max(MERIT_EVENTS_MAX, BEST_OF_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  minEvents: z
    .number({ error: MIN_EVENTS_MESSAGE })
    .int(MIN_EVENTS_MESSAGE)
    .min(0, MIN_EVENTS_MESSAGE)
    .max(MERIT_EVENTS_MAX, MIN_EVENTS_MESSAGE),
  paidUpOnly: z.boolean({
    error: 'Say whether only members who have paid the year’s subscription take part',
  }),
};

/** `POST /api/admin/orderofmerit {year, points, bestOf, minEvents, paidUpOnly}`: a year's rules. */
export const orderOfMeritRulesBodySchema = z.object({
  year: z
    .number({ error: 'Choose a year from 1900 to 2100' })
    .int('Choose a year from 1900 to 2100')
    .min(1900, 'Choose a year from 1900 to 2100')
    .max(2100, 'Choose a year from 1900 to 2100'),
  ...meritRulesFields,
});
export type OrderOfMeritRulesBody = z.input<typeof orderOfMeritRulesBodySchema>;
export type OrderOfMeritRulesValues = z.output<typeof orderOfMeritRulesBodySchema>;

export const meritRulesSchema = z.object({
  points: z.array(z.number().int()),
  bestOf: z.number().int().nullable(),
  minEvents: z.number().int(),
  paidUpOnly: z.boolean(),
});
export type MeritRulesAnswer = z.infer<typeof meritRulesSchema>;

/** `GET /api/orderofmerit?year=` (public): without a year, the newest with a published fixture up to this one. */
export const orderOfMeritQuerySchema = yearQuerySchema;

export const meritRowSchema = z.object({
  /** Shared when level on points; null for a member short of the events needed (listed after, unplaced). */
  position: z.number().int().nullable(),
  /** '1st', '=2nd'; '' when not placed. */
  positionText: z.string(),
  memberId: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  events: z.number().int(),
  /** The results that count, in the order of the year. */
  counted: z.array(z.object({ fixtureId: z.number().int(), points: z.number().int() })),
});
export type MeritRowAnswer = z.infer<typeof meritRowSchema>;

export const orderOfMeritSchema = z.object({
  year: z.number().int(),
  rules: meritRulesSchema,
  /** False while the administrator has set no rules for the year (the default rules apply). */
  rulesSet: z.boolean(),
  rows: z.array(meritRowSchema),
  /** The year's published fixtures, in the order of the year: what `counted` names. */
  fixtures: z.array(z.object({ fixtureId: z.number().int(), event: z.string(), fixtureDate: z.string() })),
  /** The years with a published fixture, ascending (for the page's year chooser). */
  years: z.array(z.number().int()),
});
export type OrderOfMerit = z.infer<typeof orderOfMeritSchema>;
