import type { DeleteCardBody } from '@shared/schemas/fixture-scores';
import { mutationHook, post } from '@/lib/endpoint';
import { scoresKey } from './get-fixture-scores';

/** POST /api/fixtures/scores/delete: takes a card typed for the wrong player off the fixture. */
export const deleteCard = post<DeleteCardBody, true>('/api/fixtures/scores/delete');

export const useDeleteCard = mutationHook(deleteCard, {
  invalidates: (card) => [scoresKey(String(card.fixtureId))],
});
