import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicationsKey } from './get-publications';

/** POST /api/publications/move: one place up or down among the publications of its year. */
export const movePublication = (body: { id: number; direction: 'up' | 'down' }) =>
  api<boolean>('/api/publications/move', { method: 'POST', body });

export function useMovePublication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: movePublication,
    onSuccess: () => qc.invalidateQueries({ queryKey: publicationsKey }),
  });
}
