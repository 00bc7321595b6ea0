import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@shared/schemas/accounts';
import type { UserWithData } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';
import { FRESH_ON_EACH_VISIT } from '@/lib/endpoint';

/** GET /api/Account/GetUser/{userId}: the member's own profile, privacy choices and subscriptions. */
export const getUser = (userId: number) => api<UserWithData>(`/api/Account/GetUser/${userId}`);

export const userKey = (userId: number) => ['accounts', 'user', userId] as const;

export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: userKey(userId), queryFn: () => getUser(userId), staleTime: FRESH_ON_EACH_VISIT });

export const useUser = (userId: number) => useQuery(userQueryOptions(userId));

/** A profile the server answers after an update replaces the cached one. */
export const setProfile = (queryClient: QueryClient, profile: UserProfile) =>
  queryClient.setQueryData(userKey(profile.id), profile);
