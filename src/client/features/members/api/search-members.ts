import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSearchCriteria, MemberSearchResult } from '@shared/schemas/members';
import { api } from '@/lib/api-client';

/** GET /api/members/search?firstName=&lastName=&yearLeft=&house=&handicap=&club=&county=&page= */
export function searchMembers(criteria: MemberSearchCriteria, page: number) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(criteria)) if (v) params.set(k, v);
  params.set('page', String(page));
  return api<MemberSearchResult>(`/api/members/search?${params}`);
}

export const memberSearchQueryOptions = (criteria: MemberSearchCriteria, page: number) =>
  queryOptions({
    queryKey: ['members', 'search', criteria, page],
    queryFn: () => searchMembers(criteria, page),
    placeholderData: keepPreviousData,
  });

/** Runs only once a search has been asked for (criteria not null). */
export const useMemberSearch = (criteria: MemberSearchCriteria | null, page: number) =>
  useQuery({ ...memberSearchQueryOptions(criteria ?? {}, page), enabled: criteria !== null });
