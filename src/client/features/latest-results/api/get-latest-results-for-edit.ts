import { useQuery } from '@tanstack/react-query';
import type { LatestResult } from '@shared/schemas/latest-results';
import { api } from '@/lib/api-client';
import { latestResultsKey } from './get-latest-results';

/** GET /api/LatestResults/ListForEdit: every latest result, for the administrator (spec §7). */
export const getLatestResultsForEdit = () => api<LatestResult[]>('/api/LatestResults/ListForEdit');

export function useLatestResultsForEdit() {
  return useQuery({
    queryKey: [...latestResultsKey, 'edit'],
    queryFn: getLatestResultsForEdit,
    staleTime: 0,
  });
}
