import type { ChangePasswordInput } from '@shared/schemas/accounts';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/changepassword; refusals are {"errors": [{code, description}]}. */
export const changePassword = post<ChangePasswordInput, { succeeded: true } | null>(
  '/api/account/changepassword',
);

export const useChangePassword = mutationHook(changePassword);
