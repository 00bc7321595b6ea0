import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailStatus, OutboxList } from '@shared/schemas/outbox-admin';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/endpoint';

export const outboxKey = ['outbox'] as const;

/** GET /api/admin/outbox?status=&page= */
export const listOutbox = (status: MailStatus | '', page: number) =>
  api<OutboxList>(withQuery('/api/admin/outbox', { page, status }));

export const useOutboxList = (status: MailStatus | '', page: number) =>
  useQuery({
    queryKey: [...outboxKey, status, page],
    queryFn: () => listOutbox(status, page),
    placeholderData: keepPreviousData,
  });
