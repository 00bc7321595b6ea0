import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionsKey } from './list-subscriptions';

/** POST /api/admin/subscriptions/delete: undoes a payment recorded by mistake. */
export const undoSubscription = (body: { memberId: number; year: number }) =>
  api<{ deleted: boolean }>('/api/admin/subscriptions/delete', { method: 'POST', body });

export const useUndoSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoSubscription,
    onSuccess: (_r, body) => queryClient.invalidateQueries({ queryKey: subscriptionsKey(body.year) }),
  });
};
