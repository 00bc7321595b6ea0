import type { MemberActionResult } from '@shared/schemas/admin-members';
import { mutationHook, post } from '@/lib/endpoint';

export type MemberAction =
  | { kind: 'setadmin'; id: number; isAdmin: boolean }
  | { kind: 'suspend' | 'reinstate' | 'resendconfirmation'; id: number };

/** POST /api/admin/members/{setadmin|suspend|reinstate|resendconfirmation}; answers the member and a message. */
export const runMemberAction = ({ kind, ...body }: MemberAction) =>
  post<typeof body, MemberActionResult>(`/api/admin/members/${kind}`)(body);

export const useMemberAction = mutationHook(runMemberAction, {
  invalidates: [['admin-members'], ['audit-log']],
  settled: true,
});
