import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestResult } from '@shared/schemas/latest-results';
import { api } from '@/lib/api-client';
import { latestResultsKey } from './get-latest-results';

/** DELETE /api/latestresults/delete/{id} (spec §7). */
export const deleteLatestResult = (id: number) =>
  api<boolean>(`/api/latestresults/delete/${id}`, { method: 'DELETE' });

export function useDeleteLatestResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteLatestResult,
    onSuccess: (_ok, id) => {
      qc.setQueryData<LatestResult[]>([...latestResultsKey, 'edit'], (list) =>
        list?.filter((r) => r.id !== id),
      );
      void qc.invalidateQueries({ queryKey: latestResultsKey });
    },
  });
}
