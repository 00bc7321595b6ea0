import type { ContactDetailsInput, UserProfile } from '@shared/schemas/accounts';
import { mutationHook, post } from '@/lib/endpoint';
import { setProfile } from './get-user';

/** POST /api/account/updatecontactdetails: the contact update payload of spec §3; answers the profile. */
export const updateContactDetails = post<ContactDetailsInput, UserProfile>(
  '/api/account/updatecontactdetails',
);

export const useUpdateContactDetails = mutationHook(updateContactDetails, { update: setProfile });
