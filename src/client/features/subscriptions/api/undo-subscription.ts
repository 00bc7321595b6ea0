import { mutationHook, post } from '@/lib/endpoint';
import { subscriptionsKey } from './list-subscriptions';

/** POST /api/admin/subscriptions/delete: undoes a payment recorded by mistake. */
export const undoSubscription = post<{ memberId: number; year: number }, { deleted: boolean }>(
  '/api/admin/subscriptions/delete',
);

export const useUndoSubscription = mutationHook(undoSubscription, {
  invalidates: (body) => [subscriptionsKey(body.year)],
});
