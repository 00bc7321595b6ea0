import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailStatus, OutboxList, OutboxResendResult } from '@shared/schemas/outbox-admin';
import { api } from '@/lib/api-client';

/** GET /api/admin/outbox?status=&page= */
export function listOutbox(status: MailStatus | '', page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  return api<OutboxList>(`/api/admin/outbox?${params}`);
}

export const useOutbox = (status: MailStatus | '', page: number) =>
  useQuery({
    queryKey: ['outbox', status, page],
    queryFn: () => listOutbox(status, page),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/outbox/resend {id}: a failed message goes back in the queue. */
export const resendMail = (id: number) =>
  api<OutboxResendResult>('/api/admin/outbox/resend', { method: 'POST', body: { id } });

export function useResendMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['outbox'] });
      void qc.invalidateQueries({ queryKey: ['audit-log'] });
    },
  });
}
