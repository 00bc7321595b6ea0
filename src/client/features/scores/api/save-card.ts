import type { ScoreCardBody, ScoredCardAnswer } from '@shared/schemas/fixture-scores';
import { mutationHook, post } from '@/lib/endpoint';
import { scoresKey } from './get-fixture-scores';

/** POST /api/fixtures/scores: one card as typed (a player's card saved again replaces it); answers it scored. */
export const saveCard = post<ScoreCardBody, ScoredCardAnswer>('/api/fixtures/scores');

export const useSaveCard = mutationHook(saveCard, {
  invalidates: (card) => [scoresKey(String(card.fixtureId))],
});
