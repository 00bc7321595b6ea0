import { z } from 'zod';
import { wholeIdNumber } from './id-fields';
import { pageOf, pageParam, statusFilter } from './query-fields';

/** The administrator's view of the mail outbox: status, attempts and last error; a failed message can be resent. */

export const OUTBOX_PAGE_SIZE = 50;
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const outboxQuerySchema = z.object({
  status: statusFilter(MAIL_STATUSES),
  page: pageParam,
});

/** No message body: invitation and reset links in it must not be shown to anyone but their owner. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListSchema = pageOf(outboxItemSchema);
export type OutboxList = z.infer<typeof outboxListSchema>;

export const mailIdBodySchema = z.object({
  id: wholeIdNumber('Choose a message'),
});

export const outboxResendResultSchema = z.object({ item: outboxItemSchema, message: z.string() });
export type OutboxResendResult = z.infer<typeof outboxResendResultSchema>;
