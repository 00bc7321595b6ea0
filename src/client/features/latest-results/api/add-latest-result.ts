import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddLatestResultInput, LatestResult } from '@shared/schemas/latest-results';
import { api } from '@/lib/api-client';
import { latestResultsKey } from './get-latest-results';

/** POST /api/latestresults/add with a description (spec §7). */
export const addLatestResult = (body: AddLatestResultInput) =>
  api<LatestResult>('/api/latestresults/add', { method: 'POST', body });

export function useAddLatestResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addLatestResult,
    onSuccess: () => qc.invalidateQueries({ queryKey: latestResultsKey }),
  });
}
