import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnapprovedUser } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** GET /api/Admin/ListUnApprovedUsers: members awaiting approval. */
export const listUnapprovedUsers = () => api<UnapprovedUser[]>('/api/Admin/ListUnApprovedUsers');

export const unapprovedUsersQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'unapproved'], queryFn: listUnapprovedUsers, staleTime: 0 });

export const useUnapprovedUsers = () => useQuery(unapprovedUsersQueryOptions());
