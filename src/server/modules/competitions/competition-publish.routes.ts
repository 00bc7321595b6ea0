import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/competitions';
import { loginPath } from '@shared/return-path';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { idFromAddress } from '../../lib/id-from-address';
import { publishTeam } from './competition-publish.service';
import { competitionRoutes } from './competition-routes';
import { teamSheet } from './competition-team-sheet.service';
import { TEAM_SHEET_CSP, teamSheetPage, teamSheetRefusal } from './competition-team-sheet.page';
import { COMPETITION_NOT_FOUND } from './competitions.service';

const HTML = 'text/html; charset=utf-8';

/**
 * A captain publishes his team (the players, reserves and those not chosen are e-mailed) and prints its team sheet.
 * Both are a captain's or an administrator's (decision 0060): declared for members, the service refusing others.
 */
export const competitionPublishRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['competitions'];
  const params = schemas.competitionParams;
  const idOf = (raw: string) => idFromAddress(raw, COMPETITION_NOT_FOUND);

  competitionRoutes(app).post(
    '/api/competitions/:id/team/publish',
    undefined,
    schemas.publishResponseSchema,
    (member, id) => publishTeam(app.deps, member, id),
  );

  /**
   * A page, not an API answer: a visitor gets 401 with a page that takes him to the login page (and back here
   * after it), a member who is not a captain 403, an unknown competition or round 404, each as a page.
   */
  app.get(
    '/competitions/:id/teamsheet',
    {
      config: { access: 'public' },
      schema: { tags, params, querystring: schemas.teamSheetQuerySchema },
    },
    async (request, reply) => {
      const society = app.siteSettings.current.societyName;
      reply
        .type(HTML)
        .header('Content-Security-Policy', TEAM_SHEET_CSP)
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie');
      try {
        if (!request.member) throw unauthorized();
        const sheet = await teamSheet(app.db, request.member, idOf(request.params.id), request.query.round);
        return reply.send(teamSheetPage(society, sheet));
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const visitor = err.statusCode === 401;
        const login = loginPath(request.url, 'login');
        return reply
          .code(err.statusCode)
          .send(
            teamSheetRefusal(
              society,
              visitor ? 'Please log in to see the team sheet.' : err.message,
              visitor
                ? { href: login, label: 'Log in' }
                : { href: '/competitions', label: 'Back to the teams' },
              visitor,
            ),
          );
      }
    },
  );
};
