import { useQuery } from '@tanstack/react-query';
import type { Team } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';
import { competitionsKey } from './get-competitions';

export const teamKey = (id: string) => [...competitionsKey, id, 'team'] as const;

/** GET /api/competitions/{id}/team: the pairs and reserves (members once published; captains always). */
export const getTeam = (id: string) => api<Team>(`/api/competitions/${encodeURIComponent(id)}/team`);

/** `enabled`: a member asks only once the team is published. */
export const useTeam = (id: string, enabled = true) =>
  useQuery({ queryKey: teamKey(id), queryFn: () => getTeam(id), enabled });
