import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordSubscriptionInput, SubscriptionRow } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';
import { subscriptionsKey } from './list-subscriptions';

/** POST /api/admin/subscriptions: records (or corrects) a member's payment for a year. */
export const recordSubscription = (body: RecordSubscriptionInput) =>
  api<SubscriptionRow>('/api/admin/subscriptions', { method: 'POST', body });

export const useRecordSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSubscription,
    onSuccess: (_row, body) => queryClient.invalidateQueries({ queryKey: subscriptionsKey(body.year) }),
  });
};
