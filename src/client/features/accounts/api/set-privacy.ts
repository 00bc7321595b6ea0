import type { Privacy, PrivacyInput } from '@shared/schemas/member-data';
import { mutationHook, post } from '@/lib/endpoint';
import { userKey } from './get-user';

/** POST /api/account/privacy: whether the member is listed in search and shows their e-mail address. */
export const setPrivacy = post<PrivacyInput, Privacy>('/api/account/privacy');

export const useSetPrivacy = mutationHook(setPrivacy, { invalidates: (body) => [userKey(body.id)] });
