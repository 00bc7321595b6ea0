import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSearchCriteria, MemberSearchResult } from '@shared/schemas/members';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/endpoint';

/** GET /api/members/search?firstName=&lastName=&yearLeft=&house=&handicap=&club=&county=&page= */
export const searchMembers = (criteria: MemberSearchCriteria, page: number) =>
  api<MemberSearchResult>(withQuery('/api/members/search', { ...criteria, page }));

export const memberSearchQueryOptions = (criteria: MemberSearchCriteria, page: number) =>
  queryOptions({
    queryKey: ['members', 'search', criteria, page],
    queryFn: () => searchMembers(criteria, page),
    placeholderData: keepPreviousData,
  });

/** Runs only once a search has been asked for (criteria not null). */
export const useMemberSearch = (criteria: MemberSearchCriteria | null, page: number) =>
  useQuery({ ...memberSearchQueryOptions(criteria ?? {}, page), enabled: criteria !== null });
