import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** GET /api/auth/session: the signed-in member, and until when their link-begun session needs no old password. */
export const getSession = () => api<SessionResponse>('/api/auth/session');

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'session'], queryFn: getSession, staleTime: 0 });

export const useSession = () => useQuery(sessionQueryOptions());
