import { useQuery } from '@tanstack/react-query';
import type { SubscriptionRow } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';

/** GET /api/admin/subscriptions?year=: every approved member with their subscription for the year. */
export const listSubscriptions = (year: number) =>
  api<SubscriptionRow[]>(`/api/admin/subscriptions?year=${encodeURIComponent(year)}`);

export const subscriptionsKey = (year: number) => ['subscriptions', year] as const;

export const useSubscriptions = (year: number) =>
  useQuery({ queryKey: subscriptionsKey(year), queryFn: () => listSubscriptions(year) });
