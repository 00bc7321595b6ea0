import { z } from 'zod';
import { optionalDateField } from './date-fields';
import { formText } from './content-fields';
import { refuse } from './refuse';

/** Add/Edit Fixture's golf-day fields (DESIGN.md 'Golf days'): places and three optional dates. */
export const PLACES_MAX = 500;

/**
 * A whole number typed into an Add/Edit Fixture field (text from the form, or a number as JSON) from `min` to
 * `max`, written in no more digits than `max` has; blank or absent is `blank`. Anything else is refused with
 * `message`.
 */
export const wholeNumberField = <B extends number | null>(
  blank: B,
  min: number,
  max: number,
  message: string,
) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const s = formText(v);
      if (!s) return blank;
      if (!/^\d+$/.test(s) || s.length > String(max).length || Number(s) < min || Number(s) > max)
        return refuse(ctx, message);
      return Number(s);
    });

export const placesField = wholeNumberField(
  null,
  1,
  PLACES_MAX,
  `Places must be a whole number from 1 to ${PLACES_MAX}`,
);

export const golfDayFields = {
  places: placesField,
  signupOpens: optionalDateField('Sign-up Opens'),
  signupCloses: optionalDateField('Sign-up Closes'),
  withdrawBy: optionalDateField('Withdraw By'),
};

/** Closes on or after opens and before the start; withdraw by on or before the start. */
export function golfDayDateRules(
  f: {
    startDate: string;
    signupOpens: string | null;
    signupCloses: string | null;
    withdrawBy: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (f.signupOpens && f.signupCloses && f.signupCloses < f.signupOpens) {
    ctx.addIssue({
      code: 'custom',
      path: ['signupCloses'],
      message: 'Sign-up Closes must be on or after Sign-up Opens',
    });
  }
  if (f.signupCloses && f.startDate && f.signupCloses >= f.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['signupCloses'],
      message: 'Sign-up Closes must be before Start Date',
    });
  }
  if (f.withdrawBy && f.startDate && f.withdrawBy > f.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['withdrawBy'],
      message: 'Withdraw By must be on or before Start Date',
    });
  }
}

export const namedPlayerSchema = z.object({ id: z.number().int(), name: z.string() });

/** What Get/{id} adds for golf days. */
export const golfDayAnswerFields = {
  places: z.number().int().nullable(),
  signupOpens: z.string().nullable(),
  signupCloses: z.string().nullable(),
  withdrawBy: z.string().nullable(),
  placesTaken: z.number().int(),
  waitingList: z.array(namedPlayerSchema),
  myStatus: z.enum(['registered', 'waiting', 'none']),
  myWaitingPosition: z.number().int().nullable(),
  team: z.object({ selected: z.array(namedPlayerSchema), reserves: z.array(namedPlayerSchema) }).nullable(),
  /** The signed-in member may manage this fixture's players (an administrator, or one of its managers). */
  canManage: z.boolean(),
};
