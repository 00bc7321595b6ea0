import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMemberList } from '@shared/schemas/admin-members';
import type { MemberStatus } from '@shared/constants';
import { api } from '@/lib/api-client';

export interface MemberListFilter {
  search: string;
  status: MemberStatus | '';
  page: number;
}

/** GET /api/admin/members?search=&status=&page= */
export function listMembers({ search, status, page }: MemberListFilter) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return api<AdminMemberList>(`/api/admin/members?${params}`);
}

export const useMemberList = (filter: MemberListFilter) =>
  useQuery({
    queryKey: ['admin-members', 'list', filter],
    queryFn: () => listMembers(filter),
    placeholderData: keepPreviousData,
  });
