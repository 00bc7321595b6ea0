import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';

/** POST /api/account/delete by an administrator: another member's account, confirmed with the admin's password. */
export const deleteMemberAccount = (body: DeleteAccountInput) =>
  api<{ deleted: true }>('/api/account/delete', { method: 'POST', body });

export function useDeleteMemberAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberAccount,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin-members'] });
      void qc.invalidateQueries({ queryKey: ['audit-log'] });
    },
  });
}
