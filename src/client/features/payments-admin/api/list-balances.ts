import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BalanceFilter, Balances } from '@shared/schemas/money';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/endpoint';

export interface BalancesFilter {
  search: string;
  filter: BalanceFilter;
  page: number;
}

/** Every query of this feature starts with it: a payment recorded or undone fetches them all again. */
export const PAYMENTS_ADMIN_KEY = ['payments-admin'] as const;

/** GET /api/admin/balances?search=&filter=&page=: one page of the members' balances, largest debt first. */
export const listBalances = ({ search, filter, page }: BalancesFilter) =>
  api<Balances>(withQuery('/api/admin/balances', { page, search, filter }));

export const useBalances = (query: BalancesFilter) =>
  useQuery({
    queryKey: [...PAYMENTS_ADMIN_KEY, 'balances', query],
    queryFn: () => listBalances(query),
    placeholderData: keepPreviousData,
  });
