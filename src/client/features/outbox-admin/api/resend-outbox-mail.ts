import type { OutboxResendResult } from '@shared/schemas/outbox-admin';
import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';
import { outboxKey } from './list-outbox';

/** POST /api/admin/outbox/resend {id}: a failed message goes back in the queue. */
export const resendOutboxMail = (id: number) =>
  api<OutboxResendResult>('/api/admin/outbox/resend', { method: 'POST', body: { id } });

export const useResendOutboxMail = mutationHook(resendOutboxMail, {
  invalidates: [outboxKey, ['audit-log']],
  settled: true,
});
