import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/auth/sendresetemail {emailAddress}: the same answer whether or not the address has an account. */
export const sendResetEmail = post<{ emailAddress: string }, { sent: true }>('/api/auth/sendresetemail');

export const useSendResetEmail = mutationHook(sendResetEmail);
