import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/account/confirmemailchange {email, token}: the link sent to a new address (issue 15). */
export const confirmEmailChange = (body: { email: string; token: string }) =>
  api<{ changed: boolean }>('/api/account/confirmemailchange', { method: 'POST', body });

export const useConfirmEmailChange = () => useMutation({ mutationFn: confirmEmailChange });
