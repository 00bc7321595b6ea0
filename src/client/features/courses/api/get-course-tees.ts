import { useQuery } from '@tanstack/react-query';
import type { CourseWithTees } from '@shared/schemas/course-tees';
import { api } from '@/lib/api-client';
import { coursesKey } from './get-courses';

/** GET /api/courses/{id} (public): the course with its tees, in the order the administrator gave them. */
export const getCourseTees = (courseId: number) => api<CourseWithTees>(`/api/courses/${courseId}`);

export const courseTeesKey = (courseId: number) => [...coursesKey, 'tees', courseId] as const;

export const useCourseTees = (courseId: number) =>
  useQuery({ queryKey: courseTeesKey(courseId), queryFn: () => getCourseTees(courseId) });
