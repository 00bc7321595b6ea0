import type { Course, CourseInput } from '@shared/schemas/courses';
import { mutationHook, post } from '@/lib/endpoint';
import { coursesKey } from './get-courses';

/** POST /api/courses/add, or /api/courses/update when the course has an id. */
export const saveCourse = post<CourseInput & { id?: number; updatedAt?: string }, Course>((course) =>
  course.id ? '/api/courses/update' : '/api/courses/add',
);

export const useSaveCourse = mutationHook(saveCourse, { invalidates: [coursesKey] });
