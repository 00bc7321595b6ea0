import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberListQuerySchema,
  adminMemberListSchema,
  memberActionResultSchema,
  memberIdBodySchema,
  setAdminBodySchema,
} from '@shared/schemas/admin-members';
import { listMembers, reinstate, resendConfirmation, setAdmin, suspend } from './admin-members.service';

/** The administrator's Members panel: list with search, status filter and paging, and the member actions. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const action = { 200: memberActionResultSchema };

  app.get(
    '/api/admin/members',
    {
      config: { access: 'admin' },
      schema: { querystring: adminMemberListQuerySchema, response: { 200: adminMemberListSchema } },
    },
    async (request) => listMembers(app, request.query),
  );

  app.post(
    '/api/admin/members/setadmin',
    { config: { access: 'admin' }, schema: { body: setAdminBodySchema, response: action } },
    async (request) => setAdmin(app, request.member!.id, request.body.id, request.body.isAdmin),
  );

  app.post(
    '/api/admin/members/suspend',
    { config: { access: 'admin' }, schema: { body: memberIdBodySchema, response: action } },
    async (request) => suspend(app, request.member!.id, request.body.id),
  );

  app.post(
    '/api/admin/members/reinstate',
    { config: { access: 'admin' }, schema: { body: memberIdBodySchema, response: action } },
    async (request) => reinstate(app, request.member!.id, request.body.id),
  );

  app.post(
    '/api/admin/members/resendconfirmation',
    { config: { access: 'admin' }, schema: { body: memberIdBodySchema, response: action } },
    async (request) => resendConfirmation(app, request.member!.id, request.body.id),
  );
};
