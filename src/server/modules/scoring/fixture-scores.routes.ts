import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteCardBodySchema,
  fixtureScoresSchema,
  publishResultsAnswerSchema,
  publishResultsBodySchema,
  scoreCardBodySchema,
  scoredCardSchema,
  scoresParams,
} from '@shared/schemas/fixture-scores';
import { commonRoutes } from '../../lib/common-routes';
import { fixtureIdFrom } from '../../lib/fixture-ids';
import { deleteCard, getScores, saveCard } from './fixture-scores.service';
import { publishResults } from './publish-results.service';

/**
 * A fixture's cards and their publication (DESIGN.md 'Results from the cards'). Reading the cards is open at the
 * door (after publication anyone may; before it the service asks a visitor to log in); entering, taking off and
 * publishing are for members at the door, then an administrator or that fixture's managers (checked in the service).
 */
export const fixtureScoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/fixtures/scores/:fixtureId',
    {
      config: { access: 'public' },
      schema: { tags: ['results'], params: scoresParams, response: { 200: fixtureScoresSchema } },
    },
    async (request) => getScores(app.db, request.member, fixtureIdFrom(request.params.fixtureId)),
  );

  app.post(
    '/api/fixtures/scores',
    {
      config: { access: 'member' },
      schema: { tags: ['results'], body: scoreCardBodySchema, response: { 200: scoredCardSchema } },
    },
    async (request) => saveCard(app.deps, request.member!, request.body),
  );

  commonRoutes(app, 'results').memberAction(
    '/api/fixtures/scores/delete',
    deleteCardBodySchema,
    (member, b) => deleteCard(app.deps, member, b),
  );

  app.post(
    '/api/fixtures/results/publish',
    {
      config: { access: 'member' },
      schema: {
        tags: ['results'],
        body: publishResultsBodySchema,
        response: { 200: publishResultsAnswerSchema },
      },
    },
    async (request) =>
      publishResults(app.deps, request.member!, request.body.fixtureId, request.body.meeting),
  );
};
