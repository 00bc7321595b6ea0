import { z } from 'zod';

/**
 * Lists that grow by the year (fixtures, meeting results) are read one year at a time: a years route says which
 * years there are and how many items each holds, and `?year=` on the list route answers one year's items
 * (docs/decisions/0006-lists-by-year.md). Without `?year=` the list routes answer the whole list, as spec §7 has it.
 */
export const yearCountSchema = z.object({ year: z.number().int(), count: z.number().int() });
export type YearCount = z.infer<typeof yearCountSchema>;

export const LIST_YEAR_MIN = 1900;
export const LIST_YEAR_MAX = 2100;
export const YEAR_QUERY_MESSAGE = `Choose a year from ${LIST_YEAR_MIN} to ${LIST_YEAR_MAX}`;

export const yearQuerySchema = z.object({
  year: z
    .string({ error: YEAR_QUERY_MESSAGE })
    .regex(/^\d{4}$/, YEAR_QUERY_MESSAGE)
    .transform(Number)
    .refine((y) => y >= LIST_YEAR_MIN && y <= LIST_YEAR_MAX, YEAR_QUERY_MESSAGE)
    .optional(),
});

/** The address of one year of a list, or of the whole list. */
export const withYear = (path: string, year?: number) => (year === undefined ? path : `${path}?year=${year}`);
