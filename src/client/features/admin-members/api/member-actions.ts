import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberActionResult } from '@shared/schemas/admin-members';
import { api } from '@/lib/api-client';

export type MemberAction =
  | { kind: 'setadmin'; id: number; isAdmin: boolean }
  | { kind: 'suspend' | 'reinstate' | 'resendconfirmation'; id: number };

/** POST /api/admin/members/{setadmin|suspend|reinstate|resendconfirmation}; answers the member and a message. */
export function runMemberAction(action: MemberAction) {
  const { kind, ...body } = action;
  return api<MemberActionResult>(`/api/admin/members/${kind}`, { method: 'POST', body });
}

export function useMemberAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runMemberAction,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['admin-members'] });
      void qc.invalidateQueries({ queryKey: ['audit-log'] });
    },
  });
}
