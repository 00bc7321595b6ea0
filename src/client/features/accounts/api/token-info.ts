import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenInfo } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** GET /api/account/tokeninfo?email=&token=: whether a reset or invitation link works, and which it is. */
export const getTokenInfo = (email: string, token: string) =>
  api<TokenInfo>(
    `/api/account/tokeninfo?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`,
  );

export const tokenInfoQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['accounts', 'token-info', email, token],
    queryFn: () => getTokenInfo(email, token),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useTokenInfo = (email: string, token: string) => useQuery(tokenInfoQueryOptions(email, token));
