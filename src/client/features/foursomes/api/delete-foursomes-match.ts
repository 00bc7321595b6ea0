import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/foursomes/delete/{id}. */
export const deleteFoursomesMatch = (id: number) =>
  api<boolean>(`/api/foursomes/delete/${id}`, { method: 'DELETE' });

export function useDeleteFoursomesMatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteFoursomesMatch,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['foursomes'] }),
  });
}
