import { useQuery } from '@tanstack/react-query';
import type { OrderOfMerit } from '@shared/schemas/order-of-merit';
import { withYear } from '@shared/year-lists';
import { api } from '@/lib/api-client';

/** GET /api/orderofmerit?year= (DESIGN.md 'Results from the cards'): without a year, this year's. */
export const getOrderOfMerit = (year?: number) => api<OrderOfMerit>(withYear('/api/orderofmerit', year));

export const orderOfMeritKey = (year?: number) => ['order-of-merit', year ?? 'this year'] as const;

export function useOrderOfMerit(year?: number) {
  return useQuery({ queryKey: orderOfMeritKey(year), queryFn: () => getOrderOfMerit(year) });
}
