import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/account/register: the registration payload of spec §3; any non-empty answer is success. */
export const register = (body: RegisterInput) =>
  api<{ registered: true; message: string }>('/api/account/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
