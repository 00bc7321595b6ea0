import { useQuery } from '@tanstack/react-query';
import type { FixtureYearGroup } from '@shared/schemas/fixtures';
import { api } from '@/lib/api-client';

/** GET /api/fixtures/listbyyear?year=: this year's and next year's fixtures, for the 'players of a fixture' audience. */
async function listFixtures(year: number) {
  const groups = await Promise.all(
    [year, year + 1].map((y) => api<FixtureYearGroup[]>(`/api/fixtures/listbyyear?year=${y}`)),
  );
  return groups.flat().flatMap((g) => g.fixtures);
}

export const useAudienceFixtures = (year: number) =>
  useQuery({ queryKey: ['announcements', 'fixtures', year], queryFn: () => listFixtures(year) });
