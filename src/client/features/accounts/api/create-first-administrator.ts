import type { LoginResponse } from '@shared/schemas/accounts';
import type { SetupAdministratorInput } from '@shared/schemas/setup';
import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';

/** POST /api/setup/{token}: the first administrator, signed in at once (the answer and cookies of a login). */
export const createFirstAdministrator = ({ token, body }: { token: string; body: SetupAdministratorInput }) =>
  api<LoginResponse>(`/api/setup/${encodeURIComponent(token)}`, { method: 'POST', body });

export const useCreateFirstAdministrator = mutationHook(createFirstAdministrator);
