import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/confirmemailchange {email, token}: the link sent to a new address. */
export const confirmEmailChange = post<{ email: string; token: string }, { changed: boolean }>(
  '/api/account/confirmemailchange',
);

export const useConfirmEmailChange = mutationHook(confirmEmailChange);
