import type { Db, Dialect } from '../../db/database';
import { formError } from '../../lib/http-errors';
import {
  NO_CRITERIA_MESSAGE,
  SEARCH_FIELDS,
  SEARCH_PAGE_SIZE,
  type DirectoryMember,
  type MemberSearchCriteria,
  type MemberSearchResult,
  type SearchField,
} from '@shared/schemas/members';
import * as repo from './members.repository';

/** Which column each search field matches (spec §2 'Member Search'). */
const FIELD_COLUMN: Record<SearchField, repo.SearchColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  yearLeft: 'year_left',
  house: 'house',
  handicap: 'handicap',
  club: 'home_club',
  county: 'county',
};

/**
 * A handicap as golfers write it, in the stored text form the search matches ('12' for 12.0, '-1.4' for a plus
 * handicap of +1.4): '+1' finds +1.4, '12.0' finds 12.
 */
export const handicapSearchTerm = (term: string) => {
  const t = term.trim();
  return (t.startsWith('+') ? `-${t.slice(1)}` : t).replace(/\.0$/, '');
};

type DirectoryRow = Awaited<ReturnType<typeof repo.listDirectory>>[number];

const toDirectoryMember = (r: DirectoryRow): DirectoryMember => ({
  firstName: r.first_name,
  lastName: r.last_name,
  // A member who hides their address is still found, with the e-mail blank.
  email: r.show_email ? r.email : '',
  yearLeft: r.year_left,
  schoolHouse: r.house,
  homeClub: r.home_club,
  handicap: r.handicap === null ? null : Number(r.handicap),
  county: r.county,
});

/** Spec §5: every given field matched case-insensitively as contains, all must match; none given is an error. */
export async function searchMembers(
  db: Db,
  dialect: Dialect,
  criteria: MemberSearchCriteria,
  page: number,
): Promise<MemberSearchResult> {
  const terms = SEARCH_FIELDS.filter((f) => criteria[f]).map((f) => ({
    columns: [FIELD_COLUMN[f]],
    term: f === 'handicap' ? handicapSearchTerm(criteria[f] as string) : (criteria[f] as string),
  }));
  if (terms.length === 0) throw formError(NO_CRITERIA_MESSAGE);
  const { rows, total } = await repo.searchDirectory(db, dialect, terms, page, SEARCH_PAGE_SIZE);
  return { items: rows.map(toDirectoryMember), total, page, pageSize: SEARCH_PAGE_SIZE };
}

export async function listApprovedMembers(db: Db, dialect: Dialect): Promise<DirectoryMember[]> {
  return (await repo.listDirectory(db, dialect)).map(toDirectoryMember);
}
