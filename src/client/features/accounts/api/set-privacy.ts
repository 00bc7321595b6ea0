import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Privacy, PrivacyInput } from '@shared/schemas/member-data';
import { api } from '@/lib/api-client';

/** POST /api/account/privacy: whether the member is listed in search and shows their e-mail address. */
export const setPrivacy = (body: PrivacyInput) =>
  api<Privacy>('/api/account/privacy', { method: 'POST', body });

export const useSetPrivacy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrivacy,
    onSuccess: (_data, body) => queryClient.invalidateQueries({ queryKey: ['accounts', 'user', body.id] }),
  });
};
