import type { EmailLinkRequest } from '@shared/schemas/email-link';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/auth/emaillink {email, next}: the same answer whether or not the address can sign in this way. */
export const requestEmailLink = post<EmailLinkRequest, { sent: true }>('/api/auth/emaillink');

export const useRequestEmailLink = mutationHook(requestEmailLink);
