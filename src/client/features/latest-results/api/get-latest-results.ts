import { useQuery } from '@tanstack/react-query';
import type { LatestResult } from '@shared/schemas/latest-results';
import { api } from '@/lib/api-client';

/** GET /api/LatestResults/List: the newest ten, for the home page (spec §7). */
export const getLatestResults = () => api<LatestResult[]>('/api/LatestResults/List');

export const latestResultsKey = ['latest-results'] as const;

export function useLatestResults() {
  return useQuery({ queryKey: [...latestResultsKey, 'home'], queryFn: getLatestResults });
}
