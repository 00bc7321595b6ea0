import { z } from 'zod';
import { controlCharactersMessage, hasNoControlCharacters } from './control-characters';

/** Member search (spec §2 'Member Search', §5): one definition for the search form and the server route. */

export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_TERM_MAX = 100;
export const NO_CRITERIA_MESSAGE = 'Please enter some search criteria';
export const NO_RESULTS_MESSAGE = 'No results';

const term = z
  .string()
  .trim()
  .max(SEARCH_TERM_MAX, `Search terms must be ${SEARCH_TERM_MAX} characters or fewer`)
  .refine(hasNoControlCharacters, controlCharactersMessage('Search terms'))
  .optional()
  .transform((v) => (v ? v : undefined));

/** A page number from a query string: 1 when absent. */
export const pageParam = z.coerce
  .number({ error: 'Page must be a whole number from 1' })
  .int('Page must be a whole number from 1')
  .min(1, 'Page must be a whole number from 1')
  .max(100_000, 'Page must be a whole number from 1')
  .default(1);

export const SEARCH_FIELDS = [
  'firstName',
  'lastName',
  'yearLeft',
  'house',
  'handicap',
  'club',
  'county',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SEARCH_FIELD_LABELS: Record<SearchField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  yearLeft: 'Year Left',
  house: 'House',
  handicap: 'Handicap',
  club: 'Club',
  county: 'County',
};

export const memberSearchQuerySchema = z.object({
  firstName: term,
  lastName: term,
  yearLeft: term,
  house: term,
  handicap: term,
  club: term,
  county: term,
  page: pageParam,
});
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;
export type MemberSearchCriteria = Partial<Record<SearchField, string>>;

/** True when at least one criterion has something other than spaces in it. */
export const hasCriteria = (q: Partial<Record<SearchField, string | undefined>>) =>
  SEARCH_FIELDS.some((f) => (q[f] ?? '').trim() !== '');

/** Spec §3 'Approved-user record (search)': these fields and no others leave the server. */
export const directoryMemberSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  yearLeft: z.number().nullable(),
  schoolHouse: z.string().nullable(),
  homeClub: z.string().nullable(),
  handicap: z.number().nullable(),
  county: z.string().nullable(),
});
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const memberSearchResultSchema = pageOf(directoryMemberSchema);
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
