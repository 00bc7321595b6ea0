import { useQuery } from '@tanstack/react-query';
import type { CompetitionAdmin } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';
import { competitionsKey } from './get-competitions';

/** GET /api/admin/competitions: every competition with its captains' addresses, for the administrators. */
export const getCompetitionsForEdit = () => api<CompetitionAdmin[]>('/api/admin/competitions');

export const useCompetitionsForEdit = () =>
  useQuery({ queryKey: [...competitionsKey, 'admin'], queryFn: getCompetitionsForEdit });
