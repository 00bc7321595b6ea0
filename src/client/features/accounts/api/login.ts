import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/login {username, password}: {auth_token, id, is_admin, expires_at} plus the session cookies. */
export const login = (body: LoginInput) => api<LoginResponse>('/api/auth/login', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
