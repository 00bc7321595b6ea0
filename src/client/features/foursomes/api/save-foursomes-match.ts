import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FoursomesMatchAdmin, FoursomesMatchInput } from '@shared/schemas/foursomes';
import { api } from '@/lib/api-client';

/** POST /api/foursomes/add, or /api/foursomes/update when the match has an id. */
export const saveFoursomesMatch = (match: FoursomesMatchInput & { id?: number }) =>
  api<FoursomesMatchAdmin>(match.id ? '/api/foursomes/update' : '/api/foursomes/add', {
    method: 'POST',
    body: match,
  });

export function useSaveFoursomesMatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFoursomesMatch,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['foursomes'] }),
  });
}
