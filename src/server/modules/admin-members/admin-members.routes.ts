import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/admin-members';
import { approveUserResponseSchema, approveUserSchema, unapprovedUserSchema } from '@shared/schemas/accounts';
import { commonRoutes } from '../../lib/common-routes';
import { approveUser, listUnapproved } from './approval.service';
import { offlineMemberResponseSchema, offlineMemberSchema } from '@shared/schemas/offline-members';
import {
  addOfflineMember,
  listMembers,
  reinstate,
  resendConfirmation,
  setAdmin,
  suspend,
} from './admin-members.service';

/** Approve Users, and the administrator's Members panel: list with search, status filter and paging, and the member actions. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app);
  const deps = app.deps;
  routes.adminQuery(
    '/api/admin/members',
    schemas.adminMemberListQuerySchema,
    schemas.adminMemberListSchema,
    (q) => listMembers(deps, q),
  );
  const action = schemas.memberActionResultSchema;
  routes.save('/api/admin/members/setadmin', schemas.setAdminBodySchema, action, (actorId, b) =>
    setAdmin(deps, actorId, b.id, b.isAdmin),
  );
  routes.save('/api/admin/members/suspend', schemas.memberIdBodySchema, action, (actorId, b) =>
    suspend(deps, actorId, b.id),
  );
  routes.save('/api/admin/members/reinstate', schemas.memberIdBodySchema, action, (actorId, b) =>
    reinstate(deps, actorId, b.id),
  );
  routes.save('/api/admin/members/resendconfirmation', schemas.memberIdBodySchema, action, (actorId, b) =>
    resendConfirmation(deps, actorId, b.id),
  );
  routes.save('/api/admin/members/offline', offlineMemberSchema, offlineMemberResponseSchema, (actorId, b) =>
    addOfflineMember(deps, actorId, b),
  );
  routes.adminList('/api/Admin/ListUnApprovedUsers', unapprovedUserSchema, () => listUnapproved(deps));
  routes.save('/api/admin/approveuser', approveUserSchema, approveUserResponseSchema, (actorId, b) =>
    approveUser(deps, actorId, b.id),
  );
};
