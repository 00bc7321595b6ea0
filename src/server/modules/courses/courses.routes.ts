import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCourseSchema, courseSchema, updateCourseSchema } from '@shared/schemas/courses';
import { commonRoutes } from '../../lib/common-routes';
import { addCourse, deleteCourse, listCourses, updateCourse } from './courses.service';

/** The courses list (spec §7) and the administrator's add, edit and delete. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app, 'courses');
  routes.publicList('/api/courses/list', courseSchema, () => listCourses(app.db));
  routes.save('/api/courses/add', addCourseSchema, courseSchema, (actorId, values) =>
    addCourse(app.db, actorId, values),
  );
  routes.edit('/api/courses/update', updateCourseSchema, courseSchema, (actorId, id, values, seen) =>
    updateCourse(app.db, actorId, id, values, seen),
  );
  routes.remove('/api/courses/delete/:id', 'Course not found', (actorId, id) =>
    deleteCourse(app.db, actorId, id),
  );
};
