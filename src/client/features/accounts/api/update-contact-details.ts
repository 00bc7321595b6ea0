import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactDetailsInput, UserProfile } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/account/updatecontactdetails: the contact update payload of spec §3; answers the profile. */
export const updateContactDetails = (body: ContactDetailsInput) =>
  api<UserProfile>('/api/account/updatecontactdetails', { method: 'POST', body });

export function useUpdateContactDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateContactDetails,
    onSuccess: (profile) => qc.setQueryData(['accounts', 'user', profile.id], profile),
  });
}
