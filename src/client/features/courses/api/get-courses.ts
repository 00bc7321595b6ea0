import { useQuery } from '@tanstack/react-query';
import type { Course } from '@shared/schemas/courses';
import { api } from '@/lib/api-client';

/** GET /api/courses/list (spec §7): club, website, top100, by club. */
export const getCourses = () => api<Course[]>('/api/courses/list');

export const coursesKey = ['courses'] as const;

export function useCourses() {
  return useQuery({ queryKey: coursesKey, queryFn: getCourses });
}
