import type { LatestResult } from '@shared/schemas/latest-results';
import { mutationHook, remove } from '@/lib/endpoint';
import { latestResultsKey } from './get-latest-results';

/** DELETE /api/latestresults/delete/{id} (spec §7). */
export const deleteLatestResult = remove('/api/latestresults/delete');

export const useDeleteLatestResult = mutationHook(deleteLatestResult, {
  update: (qc, _ok, id) =>
    qc.setQueryData<LatestResult[]>([...latestResultsKey, 'edit'], (list) =>
      list?.filter((r) => r.id !== id),
    ),
  invalidates: [latestResultsKey],
});
