import { useQuery } from '@tanstack/react-query';
import type { FixtureScores } from '@shared/schemas/fixture-scores';
import { api } from '@/lib/api-client';

/** GET /api/fixtures/scores/{fixtureId}: every card placed in the field, the prizes as they stand, who is left. */
export const getFixtureScores = (fixtureId: string) =>
  api<FixtureScores>(`/api/fixtures/scores/${encodeURIComponent(fixtureId)}`);

export const scoresKey = (fixtureId: string) => ['fixtures', 'scores', fixtureId] as const;

export const useFixtureScores = (fixtureId: string) =>
  useQuery({ queryKey: scoresKey(fixtureId), queryFn: () => getFixtureScores(fixtureId) });
