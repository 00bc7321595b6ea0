/**
 * Lists that grow by the year (fixtures, meeting results) are read one year at a time: a years route says which
 * years there are and how many items each holds, and `?year=` on the list route answers one year's items
 * (docs/decisions/0006-lists-by-year.md). Without `?year=` the list routes answer the whole list, as spec §7 has it.
 * No zod here: the client's pages import this without the validation library.
 */
export interface YearCount {
  year: number;
  count: number;
}

export const LIST_YEAR_MIN = 1900;
export const LIST_YEAR_MAX = 2100;
export const YEAR_QUERY_MESSAGE = `Choose a year from ${LIST_YEAR_MIN} to ${LIST_YEAR_MAX}`;

/** The address of one year of a list, or of the whole list. */
export const withYear = (path: string, year?: number) => (year === undefined ? path : `${path}?year=${year}`);

/** The decade a year falls in: 1997 → 1990. */
export const decadeOfYear = (year: number) => Math.floor(year / 10) * 10;
