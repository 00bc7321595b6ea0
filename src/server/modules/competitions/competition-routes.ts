import * as schemas from '@shared/schemas/competitions';
import type { ZodApp } from '../../lib/common-routes';
import { idFromAddress } from '../../lib/id-from-address';
import { memberRoutesOf } from '../../lib/member-routes';
import { COMPETITION_NOT_FOUND } from './competitions.service';

/** A member's routes of one competition (/api/competitions/:id/...); an id that names none is 404. */
export const competitionRoutes = (app: ZodApp) =>
  memberRoutesOf(app, 'competitions', schemas.competitionParams, (params) =>
    idFromAddress(params.id, COMPETITION_NOT_FOUND),
  );
