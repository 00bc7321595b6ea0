import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/schemas/id-fields';
import { addCourseSchema, courseSchema, updateCourseSchema } from '@shared/schemas/courses';
import { idFromAddress } from '../../lib/id-from-address';
import { addCourse, deleteCourse, listCourses, updateCourse } from './courses.service';

/** The courses list (spec §7) and the administrator's add, edit and delete. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courses/list',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['courses'], response: { 200: z.array(courseSchema) } },
    },
    async () => listCourses(app.db),
  );

  app.post(
    '/api/courses/add',
    {
      config: { access: 'admin' },
      schema: { tags: ['courses'], body: addCourseSchema, response: { 200: courseSchema } },
    },
    async (request) => addCourse(app.db, request.member!.id, request.body),
  );

  app.post(
    '/api/courses/update',
    {
      config: { access: 'admin' },
      schema: { tags: ['courses'], body: updateCourseSchema, response: { 200: courseSchema } },
    },
    async (request) => {
      const { id, ...values } = request.body;
      return updateCourse(app.db, request.member!.id, id, values);
    },
  );

  app.delete(
    '/api/courses/delete/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['courses'], params: idParams, response: { 200: z.literal(true) } },
    },
    async (request) => {
      const id = idFromAddress(request.params.id, 'Course not found');
      await deleteCourse(app.db, request.member!.id, id);
      return true as const;
    },
  );
};
