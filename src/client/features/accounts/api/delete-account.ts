import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';

/** POST /api/account/delete: deletes the account after checking the password; every session ends. */
export const deleteAccount = (body: DeleteAccountInput) =>
  api<{ deleted: true }>('/api/account/delete', { method: 'POST', body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
