import type { MatchInput, OfferOutcome, TeamInput, WithdrawResponse } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';
import { competitionsKey } from './get-competitions';

/**
 * The changes to one competition, each POST /api/competitions/{id}/…: the poll and its reminder (captains), the
 * team saved and published, a player withdrawn (himself, or by a captain), a reserve's answer to an offer, and a
 * round's result. Every competition answer is fetched again afterwards, whatever the outcome (a refusal may mean
 * another captain or a reserve changed the same side).
 */
export type CompetitionChange =
  | { kind: 'poll' }
  | { kind: 'remind' }
  | { kind: 'team'; body: TeamInput }
  | { kind: 'publish' }
  | { kind: 'withdraw'; body: { memberId: number } }
  | { kind: 'offer'; body: { answer: 'accept' | 'decline' } }
  | { kind: 'matches'; body: MatchInput };

export type ChangeAnswer =
  { sent: number } | { id: number } | WithdrawResponse | { outcome: OfferOutcome } | Record<string, unknown>;

const PATHS: Record<CompetitionChange['kind'], string> = {
  poll: 'poll',
  remind: 'remind',
  team: 'team',
  publish: 'team/publish',
  withdraw: 'withdraw',
  offer: 'offer',
  matches: 'matches',
};

export const changeCompetition = ({ id, change }: { id: number; change: CompetitionChange }) =>
  api<ChangeAnswer>(`/api/competitions/${id}/${PATHS[change.kind]}`, {
    method: 'POST',
    body: 'body' in change ? change.body : {},
  });

export const useChangeCompetition = mutationHook(changeCompetition, {
  invalidates: [competitionsKey],
  settled: true,
});
