import { z } from 'zod';
import { controlCharactersMessage, hasNoControlCharacters } from './control-characters';

/** The fields of the list screens' query strings and the shape of a page of a list: one definition each. */

/** A page number from a query string: 1 when absent. */
export const pageParam = z.coerce
  .number({ error: 'Page must be a whole number from 1' })
  .int('Page must be a whole number from 1')
  .min(1, 'Page must be a whole number from 1')
  .max(100_000, 'Page must be a whole number from 1')
  .default(1);

/** One page of a list, with how many rows the whole list has. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** Search text from a query string, trimmed; undefined when empty. `label` names it in the control-character message. */
export const searchText = (max: number, tooLong: string, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(hasNoControlCharacters, controlCharactersMessage(label))
    .optional()
    .transform((v) => (v ? v : undefined));

/** A status chosen from a list ('' or absent: any status). */
export const statusFilter = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .enum(['', ...statuses], { error: 'Choose a status from the list' })
    .optional()
    .transform((v) => (v ? (v as S[number]) : undefined));
