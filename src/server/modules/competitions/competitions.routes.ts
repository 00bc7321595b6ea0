import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/competitions';
import { commonRoutes } from '../../lib/common-routes';
import {
  addCompetition,
  deleteCompetition,
  editCompetition,
  listCompetitions,
  listForAdmin,
} from './competitions.service';

/**
 * Scratch teams' competitions (DESIGN.md 'Scratch teams'): members read them; administrators add, edit and
 * delete them (audited). A captain's routes live in competition-team.routes.ts.
 */
export const competitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['competitions'];
  app.get(
    '/api/competitions',
    { config: { access: 'member' }, schema: { tags, response: { 200: schemas.competitionListSchema } } },
    async (request) => listCompetitions(app.db, request.member!),
  );

  const routes = commonRoutes(app, 'competitions');
  routes.adminList('/api/admin/competitions', schemas.competitionAdminSchema, () => listForAdmin(app.db));
  routes.save(
    '/api/admin/competitions',
    schemas.addCompetitionSchema,
    schemas.competitionAdminSchema,
    (actorId, values) => addCompetition(app.db, actorId, values),
  );
  routes.save(
    '/api/admin/competitions/edit',
    schemas.editCompetitionSchema,
    schemas.competitionAdminSchema,
    (actorId, body) => {
      const { id, updatedAt, ...values } = body;
      return editCompetition(app.db, actorId, id, values, updatedAt);
    },
  );
  routes.save(
    '/api/admin/competitions/delete',
    schemas.deleteCompetitionSchema,
    schemas.deletedResponseSchema,
    async (actorId, body) => {
      await deleteCompetition(app.db, actorId, body.id);
      return { deleted: true as const };
    },
  );
};
