import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@shared/schemas/courses';
import { api } from '@/lib/api-client';
import { coursesKey } from './get-courses';

/** POST /api/courses/add, or /api/courses/update when the course has an id. */
export const saveCourse = (course: CourseInput & { id?: number }) =>
  api<Course>(course.id ? '/api/courses/update' : '/api/courses/add', { method: 'POST', body: course });

export function useSaveCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => qc.invalidateQueries({ queryKey: coursesKey }),
  });
}
