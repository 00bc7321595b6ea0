import { z } from 'zod';
import { wholeIdNumber } from './id-fields';
import { MEMBER_STATUSES, type MemberStatus } from '../constants';
import { pageOf, pageParam, searchText, statusFilter } from './query-fields';

/** The administrator's member tools: member list, make/remove admin, suspend/reinstate, resend confirmation. */

export const ADMIN_MEMBERS_PAGE_SIZE = 50;

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  awaiting_confirmation: 'Awaiting confirmation',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  suspended: 'Suspended',
};

export const adminMemberListQuerySchema = z.object({
  search: searchText(100, 'Search must be 100 characters or fewer', 'Search'),
  status: statusFilter(MEMBER_STATUSES),
  page: pageParam,
});

export const adminMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  yearLeft: z.number().nullable(),
  house: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** The reference the member gives the bank (DESIGN.md 'Money'). */
  paymentReference: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberListSchema = pageOf(adminMemberSchema);
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

export const memberIdField = wholeIdNumber('Choose a member');

export const memberIdBodySchema = z.object({ id: memberIdField });
export const setAdminBodySchema = z.object({
  id: memberIdField,
  isAdmin: z.boolean({ error: 'Say whether the member is to be an administrator' }),
});

/** Every action answers the member as it now stands. */
export const memberActionResultSchema = z.object({ member: adminMemberSchema, message: z.string() });
export type MemberActionResult = z.infer<typeof memberActionResultSchema>;

export const LAST_ADMIN_MESSAGE = 'The society must always have at least one administrator';
