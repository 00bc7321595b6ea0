import { z } from 'zod';
import {
  orderOfMeritRulesBodySchema,
  type MeritRulesAnswer,
  type OrderOfMeritRulesValues,
} from '@shared/schemas/order-of-merit';

/**
 * The order of merit's rules as the administrator's form holds them: the points for 1st, 2nd and so on typed in one
 * box ('10, 8, 6, 5'), how many results count (empty for all of them), the meetings needed to be placed, and
 * whether only paid-up members take part. The form's schema reads them into the body the server takes, checked by
 * the shared rules schema, each refusal on its box.
 */
export interface RulesFormValues {
  points: string;
  bestOf: string;
  minEvents: string;
  paidUpOnly: boolean;
}

/** The boxes of a year's rules as they stand. */
export const rulesFormValues = (rules: MeritRulesAnswer): RulesFormValues => ({
  points: rules.points.join(', '),
  bestOf: rules.bestOf === null ? '' : String(rules.bestOf),
  minEvents: String(rules.minEvents),
  paidUpOnly: rules.paidUpOnly,
});

/** A whole number typed in a box, or NaN (the shared schema words the refusal). */
const wholeIn = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The points typed one after another, apart by commas or spaces ('10, 8, 6' or '10 8 6'). */
export const pointsIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(wholeIn);

export const rulesFormSchema = (year: number) =>
  z
    .object({ points: z.string(), bestOf: z.string(), minEvents: z.string(), paidUpOnly: z.boolean() })
    .transform((typed, ctx): OrderOfMeritRulesValues => {
      const parsed = orderOfMeritRulesBodySchema.safeParse({
        year,
        points: pointsIn(typed.points),
        bestOf: typed.bestOf.trim() === '' ? null : wholeIn(typed.bestOf),
        minEvents: wholeIn(typed.minEvents),
        paidUpOnly: typed.paidUpOnly,
      });
      if (parsed.success) return parsed.data;
      // A problem with one of the points is a problem with the box that holds them all.
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'points');
        if (seen.has(field)) continue;
        seen.add(field);
        ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
      return z.NEVER;
    });

export const RULES_FIELDS: [string, string][] = [
  ['points', 'merit-points'],
  ['bestOf', 'merit-bestOf'],
  ['minEvents', 'merit-minEvents'],
];
