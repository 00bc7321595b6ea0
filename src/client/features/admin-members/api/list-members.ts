import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMemberList } from '@shared/schemas/admin-members';
import type { MemberStatus } from '@shared/constants';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/endpoint';

export interface MemberListFilter {
  search: string;
  status: MemberStatus | '';
  page: number;
}

/** GET /api/admin/members?search=&status=&page= */
export const listMembers = ({ search, status, page }: MemberListFilter) =>
  api<AdminMemberList>(withQuery('/api/admin/members', { page, search, status }));

export const useMemberList = (filter: MemberListFilter) =>
  useQuery({
    queryKey: ['admin-members', 'list', filter],
    queryFn: () => listMembers(filter),
    placeholderData: keepPreviousData,
  });
