/**
 * The roles of the authorisation matrix (authorization-matrix.ts) and the access each kind of route gives them.
 * 'ok' means the role gets past the authorisation checks (any answer but 401 and 403); 401 and 403 are the
 * refusals expected. 'member' is the owner acting on their own data; 'otherMember' is a second member acting on the
 * owner's data.
 */
export type Outcome = 'ok' | 401 | 403;

export interface MatrixContext {
  ownerId: number;
  openFixtureId: number;
  publicationFile: string;
  resultFile: string;
  /** A competition (scratch teams) whose captain is the manager. */
  competitionId: number;
}

export interface MatrixRow {
  visitor: Outcome;
  member: Outcome;
  otherMember: Outcome;
  admin: Outcome;
  /** A member who manages the open fixture (its manager addresses name them); as otherMember when not given. */
  manager?: Outcome;
  /**
   * The route's parameters, built for the owner's data. One not given is 1, but for a DELETE 999999: a row that
   * does not exist, so that nothing is deleted.
   */
  params?: (c: MatrixContext) => Record<string, string | number>;
  /** A query string for the path (without the '?'). */
  query?: string;
  /** The body to send (but with GET and DELETE), built for the owner's data; `{}` when not given. */
  body?: (c: MatrixContext) => unknown;
}

/** The request a row sends on its route: the route's path with its parameters filled in, and its body. */
export function matrixRequest(
  method: string,
  route: string,
  row: MatrixRow,
  c: MatrixContext,
): { path: string; body?: unknown } {
  const params = row.params?.(c) ?? {};
  const unnamed = method === 'DELETE' ? 999999 : 1;
  const path = route.replace(/:([A-Za-z]+)/g, (_, name: string) => String(params[name] ?? unnamed));
  return { path: row.query ? `${path}?${row.query}` : path, body: row.body?.(c) };
}

export const PUBLIC: MatrixRow = { visitor: 'ok', member: 'ok', otherMember: 'ok', admin: 'ok' };
export const MEMBER: MatrixRow = { visitor: 401, member: 'ok', otherMember: 'ok', admin: 'ok' };
export const OWNER: MatrixRow = { visitor: 401, member: 'ok', otherMember: 403, admin: 'ok' };
export const ADMIN: MatrixRow = { visitor: 401, member: 403, otherMember: 403, admin: 'ok' };

/** The route's `:fixtureId` is the open fixture (the manager manages it). */
export const OPEN_FIXTURE: Pick<MatrixRow, 'params'> = { params: (c) => ({ fixtureId: c.openFixtureId }) };
/** The route's `:id` is the competition (the manager is its captain). */
export const COMPETITION: Pick<MatrixRow, 'params'> = { params: (c) => ({ id: c.competitionId }) };

/** Golf days: an administrator or the open fixture's manager; no other member. */
export const FIXTURE_MANAGER: MatrixRow = { ...ADMIN, manager: 'ok', ...OPEN_FIXTURE };
/** Scratch teams: an administrator or the competition's captain (the manager); no other member. */
export const CAPTAIN: MatrixRow = { ...ADMIN, manager: 'ok', ...COMPETITION };
