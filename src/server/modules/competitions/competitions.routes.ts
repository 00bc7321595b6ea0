import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/competitions';
import { commonRoutes } from '../../lib/common-routes';
import { idFromAddress } from '../../lib/id-from-address';
import { answerAvailability, availabilityList, sendPoll } from './competition-availability.service';
import { getTeam, saveTeam } from './competition-team.service';
import { publicCompetition, recordMatch } from './competition-matches.service';
import {
  COMPETITION_NOT_FOUND,
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

  const member = { access: 'member' as const };
  const params = schemas.competitionParams;
  const idOf = (raw: string) => idFromAddress(raw, COMPETITION_NOT_FOUND);

  // Availability: a member answers for himself; the captain polls, reminds and reads the answers.
  app.post(
    '/api/competitions/availability',
    {
      config: member,
      schema: {
        tags,
        body: schemas.availabilityBodySchema,
        response: { 200: schemas.availabilityResponseSchema },
      },
    },
    async (request) => answerAvailability(app.db, request.member!, request.body),
  );
  for (const [path, reminder] of [
    ['/api/competitions/:id/poll', false],
    ['/api/competitions/:id/remind', true],
  ] as const) {
    app.post(
      path,
      { config: member, schema: { tags, params, response: { 200: schemas.pollResponseSchema } } },
      async (request) => sendPoll(app.deps, request.member!, idOf(request.params.id), reminder),
    );
  }
  app.get(
    '/api/competitions/:id/availability',
    { config: member, schema: { tags, params, response: { 200: schemas.availabilityListSchema } } },
    async (request) => availabilityList(app.db, request.member!, idOf(request.params.id)),
  );

  // The team: the captain saves the pairs in order of play and the reserves; members read it once published.
  app.post(
    '/api/competitions/:id/team',
    {
      config: member,
      schema: { tags, params, body: schemas.teamBodySchema, response: { 200: schemas.teamSchema } },
    },
    async (request) => saveTeam(app.deps, request.member!, idOf(request.params.id), request.body),
  );
  app.get(
    '/api/competitions/:id/team',
    { config: member, schema: { tags, params, response: { 200: schemas.teamSchema } } },
    async (request) => getTeam(app.db, request.member!, idOf(request.params.id)),
  );

  // Match results: the captain records each round; everyone reads a published competition's rounds.
  app.post(
    '/api/competitions/:id/matches',
    {
      config: member,
      schema: {
        tags,
        params,
        body: schemas.matchBodySchema,
        response: { 200: schemas.competitionPublicSchema },
      },
    },
    async (request) => recordMatch(app.deps, request.member!, idOf(request.params.id), request.body),
  );
  app.get(
    '/api/competitions/:id/public',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags, params, response: { 200: schemas.competitionPublicSchema } },
    },
    async (request) => publicCompetition(app.db, idOf(request.params.id)),
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
