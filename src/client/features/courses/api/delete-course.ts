import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coursesKey } from './get-courses';

/** DELETE /api/courses/delete/{id}. */
export const deleteCourse = (id: number) => api<boolean>(`/api/courses/delete/${id}`, { method: 'DELETE' });

export function useDeleteCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => qc.invalidateQueries({ queryKey: coursesKey }),
  });
}
