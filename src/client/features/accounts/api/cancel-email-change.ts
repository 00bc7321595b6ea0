import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/cancelemailchange {email, token}: 'This was not me', from the old address's notice. */
export const cancelEmailChange = post<{ email: string; token: string }, { cancelled: boolean }>(
  '/api/account/cancelemailchange',
);

export const useCancelEmailChange = mutationHook(cancelEmailChange);
