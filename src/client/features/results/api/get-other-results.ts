import { useQuery } from '@tanstack/react-query';
import type { OtherResultGrouping } from '@shared/schemas/results';
import { api } from '@/lib/api-client';

/** GET /api/OtherResults/ListByGrouping (spec §7): competitions in order, each with its result documents. */
export const getOtherResults = () => api<OtherResultGrouping[]>('/api/OtherResults/ListByGrouping');

export const otherResultsKey = ['other-results'] as const;

export function useOtherResults() {
  return useQuery({ queryKey: [...otherResultsKey, 'public'], queryFn: getOtherResults });
}
