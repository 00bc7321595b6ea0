import { useQuery } from '@tanstack/react-query';
import type { Competition } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';
import { FRESH_ON_EACH_VISIT } from '@/lib/endpoint';

/** Every competition answer (a change fetches them all again). */
export const competitionsKey = ['competitions'] as const;

/** GET /api/competitions: this year's competitions as the signed-in member sees them, with his own answer. */
export const getCompetitions = () => api<Competition[]>('/api/competitions');

export const useCompetitions = () =>
  useQuery({
    queryKey: [...competitionsKey, 'list'],
    queryFn: getCompetitions,
    staleTime: FRESH_ON_EACH_VISIT,
  });
