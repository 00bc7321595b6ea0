import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/competitions';
import { commonRoutes } from '../../lib/common-routes';
import { idFromAddress } from '../../lib/id-from-address';
import { answerAvailability, availabilityList, sendPoll } from './competition-availability.service';
import { getTeam, saveTeam } from './competition-team.service';
import { publicCompetition, recordMatch } from './competition-matches.service';
import { competitionRoutes } from './competition-routes';
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

  const params = schemas.competitionParams;
  const idOf = (raw: string) => idFromAddress(raw, COMPETITION_NOT_FOUND);

  // Availability: a member answers for himself; the captain polls, reminds and reads the answers.
  app.post(
    '/api/competitions/availability',
    {
      config: { access: 'member' },
      schema: {
        tags,
        body: schemas.availabilityBodySchema,
        response: { 200: schemas.availabilityResponseSchema },
      },
    },
    async (request) => answerAvailability(app.db, request.member!, request.body),
  );
  const competition = competitionRoutes(app);
  for (const [path, reminder] of [
    ['/api/competitions/:id/poll', false],
    ['/api/competitions/:id/remind', true],
  ] as const) {
    competition.post(path, undefined, schemas.pollResponseSchema, (member, id) =>
      sendPoll(app.deps, member, id, reminder),
    );
  }
  competition.get('/api/competitions/:id/availability', schemas.availabilityListSchema, (member, id) =>
    availabilityList(app.db, member, id),
  );

  // The team: the captain saves the pairs in order of play and the reserves; members read it once published.
  competition.post(
    '/api/competitions/:id/team',
    schemas.teamBodySchema,
    schemas.teamSchema,
    (member, id, body) => saveTeam(app.deps, member, id, body),
  );
  competition.get('/api/competitions/:id/team', schemas.teamSchema, (member, id) =>
    getTeam(app.db, member, id),
  );

  // Match results: the captain records each round; everyone reads a published competition's rounds.
  competition.post(
    '/api/competitions/:id/matches',
    schemas.matchBodySchema,
    schemas.competitionPublicSchema,
    (member, id, body) => recordMatch(app.deps, member, id, body),
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
  routes.edit(
    '/api/admin/competitions/edit',
    schemas.editCompetitionSchema,
    schemas.competitionAdminSchema,
    (actorId, id, values, seen) => editCompetition(app.db, actorId, id, values, seen),
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
