import { useQuery } from '@tanstack/react-query';
import type { CompetitionPublic } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';

/** GET /api/competitions/{id}/public: a published competition's rounds, for everyone. */
export const getCompetitionPage = (id: string) =>
  api<CompetitionPublic>(`/api/competitions/${encodeURIComponent(id)}/public`);

export const useCompetitionPage = (id: string) =>
  useQuery({ queryKey: ['competitions', 'public', id], queryFn: () => getCompetitionPage(id) });
