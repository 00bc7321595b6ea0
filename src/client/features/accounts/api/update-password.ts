import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordInput } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/account/updatepassword {email, token, password, confirmPassword}: reset or invitation. */
export const updatePassword = (body: UpdatePasswordInput) =>
  api<{ updated: true }>('/api/account/updatepassword', { method: 'POST', body });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
