import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/account/changepassword; refusals are {"errors": [{code, description}]}. */
export const changePassword = (body: ChangePasswordInput) =>
  api<{ succeeded: true } | null>('/api/account/changepassword', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
