import { useQuery } from '@tanstack/react-query';
import type { FoursomesMatchAdmin } from '@shared/schemas/foursomes';
import { api } from '@/lib/api-client';

/** GET /api/foursomes/listforedit: every scratch foursomes match, newest year first, with its id. */
export const getFoursomesForEdit = () => api<FoursomesMatchAdmin[]>('/api/foursomes/listforedit');

/** Every foursomes answer (a change fetches them all again), and the administrator's list. */
export const foursomesKey = ['foursomes'] as const;
export const foursomesForEditKey = [...foursomesKey, 'for-edit'] as const;

export function useFoursomesForEdit() {
  return useQuery({ queryKey: foursomesForEditKey, queryFn: getFoursomesForEdit });
}
