import { z } from 'zod';
import { pageOf, pageParam, searchText } from './query-fields';

export { pageOf, pageParam };

/** Member search (spec §2 'Member Search', §5): one definition for the search form and the server route. */

export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_TERM_MAX = 100;
export const NO_CRITERIA_MESSAGE = 'Please enter some search criteria';
export const NO_RESULTS_MESSAGE = 'No results';

const term = searchText(
  SEARCH_TERM_MAX,
  `Search terms must be ${SEARCH_TERM_MAX} characters or fewer`,
  'Search terms',
);

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

export const memberSearchResultSchema = pageOf(directoryMemberSchema);
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
