import { useQuery } from '@tanstack/react-query';
import type { ActionLink } from '@shared/schemas/act';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/endpoint';

export const actionLinkKey = (token: string) => ['act', token] as const;

/** GET /api/act?token=: who, which fixture and which action a link of an e-mail is for; changes nothing. */
export const getActionLink = (token: string) => api<ActionLink>(withQuery('/api/act', { token }));

export const useActionLink = (token: string) =>
  useQuery({ queryKey: actionLinkKey(token), queryFn: () => getActionLink(token), retry: false });
