import { useQuery } from '@tanstack/react-query';
import type { Publication } from '@shared/schemas/publications';
import { api } from '@/lib/api-client';

/** GET /api/Publications/List (spec §7, members only): newest first. */
export const getPublications = () => api<Publication[]>('/api/Publications/List');

export const publicationsKey = ['publications'] as const;

export function usePublications() {
  return useQuery({ queryKey: publicationsKey, queryFn: getPublications });
}
