import type { MatchInput, TeamInput } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';
import { competitionsKey } from './get-competitions';

/**
 * The changes to one competition, each POST /api/competitions/{id}/…: the poll and its reminder (captains), and the
 * team saved and published. Every competition answer is fetched again afterwards, whatever the outcome (a refusal may mean
 * another captain changed the same side).
 */
export type CompetitionChange =
  | { kind: 'poll' }
  | { kind: 'remind' }
  | { kind: 'team'; body: TeamInput }
  | { kind: 'publish' }
  | { kind: 'matches'; body: MatchInput }
  | { kind: 'withdraw'; body: { memberId: number } };

export type ChangeAnswer = { sent: number } | Record<string, unknown>;

const PATHS: Record<CompetitionChange['kind'], string> = {
  poll: 'poll',
  remind: 'remind',
  team: 'team',
  publish: 'team/publish',
  matches: 'matches',
  withdraw: 'withdraw',
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
