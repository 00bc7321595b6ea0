import type { FoursomesMatchAdmin, FoursomesMatchInput } from '@shared/schemas/foursomes';
import { mutationHook, post } from '@/lib/endpoint';
import { foursomesKey } from './get-foursomes-for-edit';

/** POST /api/foursomes/add, or /api/foursomes/update when the match has an id. */
export const saveFoursomesMatch = post<
  FoursomesMatchInput & { id?: number; updatedAt?: string },
  FoursomesMatchAdmin
>((match) => (match.id ? '/api/foursomes/update' : '/api/foursomes/add'));

export const useSaveFoursomesMatch = mutationHook(saveFoursomesMatch, { invalidates: [foursomesKey] });
