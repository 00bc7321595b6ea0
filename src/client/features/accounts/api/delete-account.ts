import type { DeleteAccountInput } from '@shared/schemas/member-data';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/delete: deletes the account after checking the password; every session ends. */
export const deleteAccount = post<DeleteAccountInput, { deleted: true }>('/api/account/delete');

export const useDeleteAccount = mutationHook(deleteAccount);
