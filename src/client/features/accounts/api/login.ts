import type { LoginInput, LoginResponse } from '@shared/schemas/accounts';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/auth/login {username, password}: {auth_token, id, is_admin, expires_at} plus the session cookies. */
export const login = post<LoginInput, LoginResponse>('/api/auth/login');

export const useLogin = mutationHook(login);
