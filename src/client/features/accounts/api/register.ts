import type { RegisterInput } from '@shared/schemas/accounts';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/register: the registration payload of spec §3; any non-empty answer is success. */
export const register = post<RegisterInput, { registered: true; message: string }>('/api/account/register');

export const useRegister = mutationHook(register);
