import { z } from 'zod';
import { LIST_YEAR_MAX, LIST_YEAR_MIN, YEAR_QUERY_MESSAGE } from '../year-lists';

/** The answer of a years route: `[{year, count}]` (see src/shared/year-lists.ts). */
export const yearCountSchema = z.object({ year: z.number().int(), count: z.number().int() });

/** `?year=` on the list routes: one year's items; without it, the whole list (spec §7). */
export const yearQuerySchema = z.object({
  year: z
    .string({ error: YEAR_QUERY_MESSAGE })
    .regex(/^\d{4}$/, YEAR_QUERY_MESSAGE)
    .transform(Number)
    .refine((y) => y >= LIST_YEAR_MIN && y <= LIST_YEAR_MAX, YEAR_QUERY_MESSAGE)
    .optional(),
});
