import type { UpdatePasswordInput } from '@shared/schemas/accounts';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/updatepassword {email, token, password, confirmPassword}: reset or invitation. */
export const updatePassword = post<UpdatePasswordInput, { updated: true }>('/api/account/updatepassword');

export const useUpdatePassword = mutationHook(updatePassword);
