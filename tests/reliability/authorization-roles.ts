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
  /** The request to send, built for the owner's data; defaults to the route's path with 1 for each parameter and `{}` as body. */
  request?: (c: MatrixContext) => { path: string; body?: unknown };
}

export const PUBLIC: MatrixRow = { visitor: 'ok', member: 'ok', otherMember: 'ok', admin: 'ok' };
export const MEMBER: MatrixRow = { visitor: 401, member: 'ok', otherMember: 'ok', admin: 'ok' };
export const OWNER: MatrixRow = { visitor: 401, member: 'ok', otherMember: 403, admin: 'ok' };
export const ADMIN: MatrixRow = { visitor: 401, member: 403, otherMember: 403, admin: 'ok' };
/** Golf days: an administrator or the open fixture's manager; no other member. */
export const FIXTURE_MANAGER: MatrixRow = { ...ADMIN, manager: 'ok' };
/** Scratch teams: an administrator or the competition's captain (the manager); no other member. */
export const CAPTAIN: MatrixRow = { ...ADMIN, manager: 'ok' };
