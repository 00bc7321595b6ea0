import { useQuery } from '@tanstack/react-query';
import type { GetUserResponse } from '@shared/schemas/member-data';
import type { Preferences } from '@shared/schemas/preferences';
import { api } from '@/lib/api-client';
import { FRESH_ON_EACH_VISIT } from '@/lib/endpoint';

export const preferencesKey = (userId: number) => ['preferences', userId] as const;

/** The preferences GetUser answers (DESIGN.md 'Keeping members informed'). */
export const getPreferences = async (userId: number): Promise<Preferences> =>
  (await api<GetUserResponse>(`/api/Account/GetUser/${userId}`)).preferences;

export const usePreferences = (userId: number) =>
  useQuery({
    queryKey: preferencesKey(userId),
    queryFn: () => getPreferences(userId),
    staleTime: FRESH_ON_EACH_VISIT,
  });
