import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/sendresetemail {emailAddress}: the same answer whether or not the address has an account. */
export const sendResetEmail = (body: { emailAddress: string }) =>
  api<{ sent: true }>('/api/auth/sendresetemail', { method: 'POST', body });

export const useSendResetEmail = () => useMutation({ mutationFn: sendResetEmail });
