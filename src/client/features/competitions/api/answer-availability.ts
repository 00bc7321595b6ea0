import type { AvailabilityInput, AvailabilityResponse } from '@shared/schemas/competitions';
import { mutationHook, post } from '@/lib/endpoint';
import { competitionsKey } from './get-competitions';

/** POST /api/competitions/availability: the signed-in member's own answer to a competition's poll. */
export const answerAvailability = post<AvailabilityInput, AvailabilityResponse>(
  '/api/competitions/availability',
);

export const useAnswerAvailability = mutationHook(answerAvailability, { invalidates: [competitionsKey] });
