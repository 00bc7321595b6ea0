import { mutationHook, remove } from '@/lib/endpoint';
import { coursesKey } from './get-courses';

/** DELETE /api/courses/delete/{id}. */
export const deleteCourse = remove('/api/courses/delete');

export const useDeleteCourse = mutationHook(deleteCourse, { invalidates: [coursesKey] });
