import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserWithData } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';

/** GET /api/Account/GetUser/{userId}: the member's own profile, privacy choices and subscriptions. */
export const getUser = (userId: number) => api<UserWithData>(`/api/Account/GetUser/${userId}`);

export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['accounts', 'user', userId], queryFn: () => getUser(userId), staleTime: 0 });

export const useUser = (userId: number) => useQuery(userQueryOptions(userId));
