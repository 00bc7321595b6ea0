import type { LoginResponse } from '@shared/schemas/accounts';
import type { EmailLinkSignIn } from '@shared/schemas/email-link';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/auth/emaillink/signin {token}: starts a session as the login does (the answer and its cookies). */
export const signInWithLink = post<EmailLinkSignIn, LoginResponse>('/api/auth/emaillink/signin');

export const useSignInWithLink = mutationHook(signInWithLink);
