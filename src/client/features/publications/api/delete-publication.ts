import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicationsKey } from './get-publications';

/** DELETE /api/publications/delete/{id}: the publication and its PDF. */
export const deletePublication = (id: number) =>
  api<boolean>(`/api/publications/delete/${id}`, { method: 'DELETE' });

export function useDeletePublication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    onSuccess: () => qc.invalidateQueries({ queryKey: publicationsKey }),
  });
}
