import { useQuery } from '@tanstack/react-query';
import type { RollOfHonour } from '@shared/schemas/roll-of-honour';
import { api } from '@/lib/api-client';

/** GET /api/rollofhonour (DESIGN.md 'Results from the cards'), with `?name=` for one player's wins. */
export const getRollOfHonour = (name?: string) =>
  api<RollOfHonour>(name ? `/api/rollofhonour?name=${encodeURIComponent(name)}` : '/api/rollofhonour');

export const rollOfHonourKey = (name?: string) => ['roll-of-honour', name ?? ''] as const;

export function useRollOfHonour(name?: string) {
  return useQuery({ queryKey: rollOfHonourKey(name), queryFn: () => getRollOfHonour(name) });
}
