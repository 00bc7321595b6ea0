import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/competitions';
import { answerOffer, withdraw } from './competition-offers.service';
import { competitionRoutes } from './competition-routes';

/**
 * Withdrawal and offers (DESIGN.md 'Scratch teams', decision 0060): a player withdraws (or a captain or an
 * administrator withdraws him), and a reserve answers the offer of a place on the site (the e-mail's one-click
 * links do the same through /api/act).
 */
export const competitionOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = competitionRoutes(app);
  routes.post(
    '/api/competitions/:id/withdraw',
    schemas.withdrawBodySchema,
    schemas.withdrawResponseSchema,
    (member, id, body) => withdraw(app.deps, member, id, body.memberId),
  );
  routes.post(
    '/api/competitions/:id/offer',
    schemas.offerAnswerBodySchema,
    schemas.offerAnswerResponseSchema,
    (member, id, body) => answerOffer(app.deps, member, id, body.answer),
  );
};
