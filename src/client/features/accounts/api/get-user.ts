import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@shared/schemas/accounts';
import type { UserWithData } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';

/** GET /api/Account/GetUser/{userId}: the member's own profile, privacy choices and subscriptions. */
export const getUser = (userId: number) => api<UserWithData>(`/api/Account/GetUser/${userId}`);

export const userKey = (userId: number) => ['accounts', 'user', userId] as const;

/**
 * Fetched again each time My Profile opens, except within a few seconds of the last fetch: the profile a page
 * rendered on the server arrived with (decision 0032) is not asked for a second time as the page hydrates.
 */
export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: userKey(userId), queryFn: () => getUser(userId), staleTime: 5_000 });

export const useUser = (userId: number) => useQuery(userQueryOptions(userId));

/** A profile the server answers after an update replaces the cached one. */
export const setProfile = (queryClient: QueryClient, profile: UserProfile) =>
  queryClient.setQueryData(userKey(profile.id), profile);
