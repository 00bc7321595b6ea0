import { z } from 'zod';
import { MAX_DB_ID } from './id-fields';
import { pageOf, pageParam } from './query-fields';

/** The audit log: who did what and when, newest first, filterable by member and by kind of action. */

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  memberId: z.coerce
    .number({ error: 'Choose a member' })
    .int('Choose a member')
    .positive('Choose a member')
    .max(MAX_DB_ID, 'Choose a member')
    .optional(),
  action: z
    .string()
    .trim()
    .max(60, 'Choose a kind of action from the list')
    .optional()
    .transform((v) => (v ? v : undefined)),
  page: pageParam,
});

export const auditItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The member the action was about, when it was about a member. */
  subjectName: z.string().nullable(),
  /** The name of the fixture (or course, …) it was about, when the record or the row still has one. */
  entityName: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The names of the members the change mentions, by id ('selected: [5, 6]' reads as their names). */
  names: z.record(z.string(), z.string()),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditListSchema = pageOf(auditItemSchema);
export type AuditList = z.infer<typeof auditListSchema>;

export const auditActionsSchema = z.array(z.string());
