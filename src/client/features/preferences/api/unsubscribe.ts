import { useQuery } from '@tanstack/react-query';
import type { MailKind } from '@shared/schemas/preferences';
import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';

/** GET /api/unsubscribe?token=: which e-mails the link is for. */
export const getUnsubscribeInfo = (token: string) =>
  api<{ kind: MailKind }>(`/api/unsubscribe?token=${encodeURIComponent(token)}`);

export const useUnsubscribeInfo = (token: string) =>
  useQuery({ queryKey: ['unsubscribe', token], queryFn: () => getUnsubscribeInfo(token), retry: false });

/** POST /api/unsubscribe {token}: turns that kind of e-mail off, without signing in. */
export const unsubscribe = (token: string) =>
  api<{ kind: MailKind; unsubscribed: true }>('/api/unsubscribe', { method: 'POST', body: { token } });

export const useUnsubscribe = mutationHook(unsubscribe);
