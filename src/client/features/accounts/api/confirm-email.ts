import { post } from '@/lib/endpoint';

/** POST /api/account/confirmemail {email, token}: 1 means confirmed. */
export const confirmEmail = post<{ email: string; token: string }, number>('/api/account/confirmemail');
