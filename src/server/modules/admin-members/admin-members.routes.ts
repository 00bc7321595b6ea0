import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberListQuerySchema,
  adminMemberListSchema,
  memberActionResultSchema,
  memberIdBodySchema,
  setAdminBodySchema,
} from '@shared/schemas/admin-members';
import { z } from 'zod';
import { approveUserResponseSchema, approveUserSchema, unapprovedUserSchema } from '@shared/schemas/accounts';
import { approveUser, listUnapproved } from './approval.service';
import { listMembers, reinstate, resendConfirmation, setAdmin, suspend } from './admin-members.service';

/** Approve Users, and the administrator's Members panel: list with search, status filter and paging, and the member actions. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const action = { 200: memberActionResultSchema };

  app.get(
    '/api/admin/members',
    {
      config: { access: 'admin' },
      schema: { querystring: adminMemberListQuerySchema, response: { 200: adminMemberListSchema } },
    },
    async (request) => listMembers(app.deps, request.query),
  );

  app.post(
    '/api/admin/members/setadmin',
    { config: { access: 'admin' }, schema: { body: setAdminBodySchema, response: action } },
    async (request) => setAdmin(app.deps, request.member!.id, request.body.id, request.body.isAdmin),
  );

  app.post(
    '/api/admin/members/suspend',
    { config: { access: 'admin' }, schema: { body: memberIdBodySchema, response: action } },
    async (request) => suspend(app.deps, request.member!.id, request.body.id),
  );

  app.post(
    '/api/admin/members/reinstate',
    { config: { access: 'admin' }, schema: { body: memberIdBodySchema, response: action } },
    async (request) => reinstate(app.deps, request.member!.id, request.body.id),
  );

  app.post(
    '/api/admin/members/resendconfirmation',
    { config: { access: 'admin' }, schema: { body: memberIdBodySchema, response: action } },
    async (request) => resendConfirmation(app.deps, request.member!.id, request.body.id),
  );

  app.get(
    '/api/Admin/ListUnApprovedUsers',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(unapprovedUserSchema) } } },
    async () => listUnapproved(app.deps),
  );

  app.post(
    '/api/admin/approveuser',
    {
      config: { access: 'admin' },
      schema: { body: approveUserSchema, response: { 200: approveUserResponseSchema } },
    },
    async (request) => approveUser(app.deps, request.member!.id, request.body.id),
  );
};
