import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Balances } from '@shared/schemas/money';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/endpoint';

/** GET /api/admin/balances?search=: members by name or payment reference, with what each owes. */
export const findMembers = (search: string) => api<Balances>(withQuery('/api/admin/balances', { search }));

/** The members a search finds; nothing is asked until something is typed. */
export const useFindMembers = (search: string) =>
  useQuery({
    queryKey: ['balances', 'find', search],
    queryFn: () => findMembers(search),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
