import type { CompetitionInput } from '@shared/schemas/competitions';
import { mutationHook, post } from '@/lib/endpoint';
import { competitionsKey } from './get-competitions';

export type SaveCompetitionBody = CompetitionInput & { id?: number; updatedAt?: string };

/** POST /api/admin/competitions, or /api/admin/competitions/edit when the competition has an id. */
export const saveCompetition = post<SaveCompetitionBody, { id: number }>((c) =>
  c.id ? '/api/admin/competitions/edit' : '/api/admin/competitions',
);

export const useSaveCompetition = mutationHook(saveCompetition, { invalidates: [competitionsKey] });
