import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/competitions';
import { idFromAddress } from '../../lib/id-from-address';
import { answerOffer, withdraw } from './competition-offers.service';
import { COMPETITION_NOT_FOUND } from './competitions.service';

/**
 * Withdrawal and offers (DESIGN.md 'Scratch teams', decision 0060): a player withdraws (or a captain or an
 * administrator withdraws him), and a reserve answers the offer of a place on the site (the e-mail's one-click
 * links do the same through /api/act).
 */
export const competitionOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['competitions'];
  const config = { access: 'member' as const };
  const params = schemas.competitionParams;
  const idOf = (raw: string) => idFromAddress(raw, COMPETITION_NOT_FOUND);
  app.post(
    '/api/competitions/:id/withdraw',
    {
      config,
      schema: {
        tags,
        params,
        body: schemas.withdrawBodySchema,
        response: { 200: schemas.withdrawResponseSchema },
      },
    },
    async (request) => withdraw(app.deps, request.member!, idOf(request.params.id), request.body.memberId),
  );
  app.post(
    '/api/competitions/:id/offer',
    {
      config,
      schema: {
        tags,
        params,
        body: schemas.offerAnswerBodySchema,
        response: { 200: schemas.offerAnswerResponseSchema },
      },
    },
    async (request) => answerOffer(app.deps, request.member!, idOf(request.params.id), request.body.answer),
  );
};
