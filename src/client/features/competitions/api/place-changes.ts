import type { OfferOutcome, WithdrawResponse } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';
import { competitionsKey } from './get-competitions';

/**
 * A place in a published team: POST /api/competitions/{id}/withdraw (the player himself, or a captain for him)
 * and POST /api/competitions/{id}/offer (a reserve's answer to the offer of a place). The competitions and their
 * teams are fetched again afterwards, whatever the outcome (a refusal may mean another reserve was first).
 */
export type PlaceChange =
  | { kind: 'withdraw'; body: { memberId: number } }
  | { kind: 'offer'; body: { answer: 'accept' | 'decline' } };

export type PlaceAnswer = WithdrawResponse | { outcome: OfferOutcome };

export const changePlace = ({ id, change }: { id: number; change: PlaceChange }) =>
  api<PlaceAnswer>(`/api/competitions/${id}/${change.kind}`, { method: 'POST', body: change.body });

export const useChangePlace = mutationHook(changePlace, { invalidates: [competitionsKey], settled: true });
