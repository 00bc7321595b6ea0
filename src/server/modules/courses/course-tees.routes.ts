import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseTeesBodySchema, courseWithTeesSchema } from '@shared/schemas/course-tees';
import { idParams } from '@shared/schemas/id-fields';
import { commonRoutes } from '../../lib/common-routes';
import { idFromAddress } from '../../lib/id-from-address';
import { getCourseWithTees, saveCourseTees } from './course-tees.service';

/** A course with its tees (public, as the courses list is), and the administrator's save of them. */
export const courseTeesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courses/:id',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['courses'], params: idParams, response: { 200: courseWithTeesSchema } },
    },
    async (request) => getCourseWithTees(app.db, idFromAddress(request.params.id, 'Course not found')),
  );

  commonRoutes(app, 'courses').save(
    '/api/admin/courses/tees',
    courseTeesBodySchema,
    courseWithTeesSchema,
    (actorId, body) => saveCourseTees(app.deps, actorId, body),
  );
};
