import { useQuery } from '@tanstack/react-query';
import type { AvailabilityList } from '@shared/schemas/competitions';
import { api } from '@/lib/api-client';
import { competitionsKey } from './get-competitions';

export const availabilityKey = (id: string) => [...competitionsKey, id, 'availability'] as const;

/** GET /api/competitions/{id}/availability: every eligible member and his answer (captains, administrators). */
export const getAvailability = (id: string) =>
  api<AvailabilityList>(`/api/competitions/${encodeURIComponent(id)}/availability`);

export const useAvailability = (id: string) =>
  useQuery({ queryKey: availabilityKey(id), queryFn: () => getAvailability(id) });
