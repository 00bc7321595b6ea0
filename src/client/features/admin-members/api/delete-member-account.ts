import type { DeleteAccountInput } from '@shared/schemas/member-data';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/delete by an administrator: another member's account, confirmed with the admin's password. */
export const deleteMemberAccount = post<DeleteAccountInput, { deleted: true }>('/api/account/delete');

export const useDeleteMemberAccount = mutationHook(deleteMemberAccount, {
  invalidates: [['admin-members'], ['audit-log']],
});
