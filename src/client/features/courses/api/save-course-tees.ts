import type { CourseTeesBody, CourseWithTees } from '@shared/schemas/course-tees';
import { mutationHook, post } from '@/lib/endpoint';
import { courseTeesKey } from './get-course-tees';

/** POST /api/admin/courses/tees {courseId, tees}: the course's whole list of tees; answers the course with them. */
export const saveCourseTees = post<CourseTeesBody, CourseWithTees>('/api/admin/courses/tees');

export const useSaveCourseTees = mutationHook(saveCourseTees, {
  update: (queryClient, course) => queryClient.setQueryData(courseTeesKey(course.id), course),
});
