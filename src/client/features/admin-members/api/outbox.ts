import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailStatus, OutboxList, OutboxResendResult } from '@shared/schemas/outbox-admin';
import { api } from '@/lib/api-client';
import { mutationHook, withQuery } from '@/lib/endpoint';

/** GET /api/admin/outbox?status=&page= */
export const listOutbox = (status: MailStatus | '', page: number) =>
  api<OutboxList>(withQuery('/api/admin/outbox', { page, status }));

export const useOutbox = (status: MailStatus | '', page: number) =>
  useQuery({
    queryKey: ['outbox', status, page],
    queryFn: () => listOutbox(status, page),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/outbox/resend {id}: a failed message goes back in the queue. */
export const resendMail = (id: number) =>
  api<OutboxResendResult>('/api/admin/outbox/resend', { method: 'POST', body: { id } });

export const useResendMail = mutationHook(resendMail, {
  invalidates: [['outbox'], ['audit-log']],
  settled: true,
});
