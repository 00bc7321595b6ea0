import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';

/** POST /api/auth/logout: revokes the session on the server and clears its cookies. */
export const logout = () => api<{ loggedOut: true }>('/api/auth/logout', { method: 'POST', body: {} });

export const useLogout = mutationHook(logout);
