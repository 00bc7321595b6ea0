import type { OfflineMemberInput } from '@shared/schemas/offline-members';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/admin/members/offline: a member without e-mail, who cannot sign in; answers {id}. */
export const addOfflineMember = post<OfflineMemberInput, { id: number }>('/api/admin/members/offline');

export const useAddOfflineMember = mutationHook(addOfflineMember, {
  invalidates: [['admin-members'], ['audit-log']],
});
