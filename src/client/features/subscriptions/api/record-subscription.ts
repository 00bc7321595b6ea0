import type { RecordSubscriptionInput, SubscriptionRow } from '@shared/schemas/member-data';
import { mutationHook, post } from '@/lib/endpoint';
import { subscriptionsKey } from './list-subscriptions';

/** POST /api/admin/subscriptions: records (or corrects) a member's payment for a year. */
export const recordSubscription = post<RecordSubscriptionInput, SubscriptionRow>('/api/admin/subscriptions');

export const useRecordSubscription = mutationHook(recordSubscription, {
  invalidates: (body) => [subscriptionsKey(body.year)],
});
