import { mutationHook, post } from '@/lib/endpoint';
import { competitionsKey } from './get-competitions';

/** POST /api/admin/competitions/delete {id}. */
export const deleteCompetition = (id: number) =>
  post<{ id: number }, { deleted: true }>('/api/admin/competitions/delete')({ id });

export const useDeleteCompetition = mutationHook(deleteCompetition, { invalidates: [competitionsKey] });
