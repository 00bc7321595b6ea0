import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** GET /api/Account/GetUser/{userId}: the member's own profile. */
export const getUser = (userId: number) => api<UserProfile>(`/api/Account/GetUser/${userId}`);

export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['accounts', 'user', userId], queryFn: () => getUser(userId), staleTime: 0 });

export const useUser = (userId: number) => useQuery(userQueryOptions(userId));
