import type { ScoreCardBody, ScoredCardAnswer } from '@shared/schemas/fixture-scores';
import { post } from '@/lib/endpoint';

/**
 * POST /api/fixtures/scores: one card as typed (a player's card saved again replaces it); answers it scored. Sent
 * by the card-entry screen itself rather than through a mutation hook: a mutation waits, paused, while the browser
 * is offline, and the screen must know at once that there is no signal, to keep the card on the phone.
 */
export const saveCard = post<ScoreCardBody, ScoredCardAnswer>('/api/fixtures/scores');
