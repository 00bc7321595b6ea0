import { api } from '@/lib/api-client';

/** POST /api/account/confirmemail {email, token}: 1 means confirmed. */
export const confirmEmail = (body: { email: string; token: string }) =>
  api<number>('/api/account/confirmemail', { method: 'POST', body });
