import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryMemberSchema,
  memberSearchQuerySchema,
  memberSearchResultSchema,
} from '@shared/schemas/members';
import { listApprovedMembers, searchMembers } from './members.service';

/** The members' directory: search (server-side, paginated) and the spec's whole-list call. Members only. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members/search',
    {
      config: { access: 'member', cacheable: 'per-member' },
      schema: { querystring: memberSearchQuerySchema, response: { 200: memberSearchResultSchema } },
    },
    async (request, reply) => {
      // Members' contact details: never kept by the browser or a proxy.
      reply.header('Cache-Control', 'private, no-store');
      const { page, ...criteria } = request.query;
      return searchMembers(app.db, app.dialect, criteria, page);
    },
  );

  // Spec §7: 'list used by member search'. It sits under /api/Admin but answers every signed-in member,
  // with the directory fields only.
  app.get(
    '/api/Admin/ListApprovedUsers',
    { config: { access: 'member' }, schema: { response: { 200: z.array(directoryMemberSchema) } } },
    async () => listApprovedMembers(app.db, app.dialect),
  );
};
