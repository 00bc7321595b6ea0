import type { OrderOfMerit, OrderOfMeritRulesBody } from '@shared/schemas/order-of-merit';
import { mutationHook, post } from '@/lib/endpoint';
import { orderOfMeritKey } from './get-order-of-merit';

/** POST /api/admin/orderofmerit {year, points, bestOf, minEvents, paidUpOnly}: a year's rules; answers its table. */
export const saveMeritRules = post<OrderOfMeritRulesBody, OrderOfMerit>('/api/admin/orderofmerit');

export const useSaveMeritRules = mutationHook(saveMeritRules, {
  update: (queryClient, merit) => queryClient.setQueryData(orderOfMeritKey(merit.year), merit),
  invalidates: [['order-of-merit']],
});
