import type { MembershipDetailsInput, UserProfile } from '@shared/schemas/accounts';
import { mutationHook, post } from '@/lib/endpoint';
import { setProfile } from './get-user';

/** POST /api/account/updatemembershipdetails: the membership update payload of spec §3; answers the profile. */
export const updateMembershipDetails = post<MembershipDetailsInput, UserProfile>(
  '/api/account/updatemembershipdetails',
);

export const useUpdateMembershipDetails = mutationHook(updateMembershipDetails, { update: setProfile });
