import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipDetailsInput, UserProfile } from '@shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/account/updatemembershipdetails: the membership update payload of spec §3; answers the profile. */
export const updateMembershipDetails = (body: MembershipDetailsInput) =>
  api<UserProfile>('/api/account/updatemembershipdetails', { method: 'POST', body });

export function useUpdateMembershipDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMembershipDetails,
    onSuccess: (profile) => qc.setQueryData(['accounts', 'user', profile.id], profile),
  });
}
