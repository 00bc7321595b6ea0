import { describe, expect } from 'vitest';
import { AUTHORIZATION_MATRIX, type MatrixContext, type Outcome } from '../reliability/authorization-matrix';
import { matrixRequest } from '../reliability/authorization-roles';
import { signInAs } from '../helpers/factories';
import { harnessWith, type MemberClient } from '../helpers/harness';
import { createCompetition } from '../helpers/competition-factory';

const ROLES = ['visitor', 'member', 'otherMember', 'manager', 'admin'] as const;
const OUTSIDE_THE_API = new Set([
  'GET /healthz',
  'GET /',
  // Development previews of the e-mails (not registered in production).
  'GET /dev/mailbox',
  'GET /dev/mailbox/:id/html',
  'GET /dev/mail-samples',
  'GET /dev/mail-samples/:name/html',
]);

/**
 * What the matrix's requests name: the member's own id, the fixture the manager manages (open for entries) and a
 * publication and a result PDF.
 */
const test = harnessWith({
  env: {
    LOGIN_RATE_LIMIT: '100000',
    // Paying by card: its routes exist only with the Stripe keys (nothing here reaches Stripe).
    STRIPE_SECRET_KEY: 'sk_test_AuthorisationMatrix',
    STRIPE_WEBHOOK_SECRET: 'whsec_AuthorisationMatrix',
  },
}).extend('ctx', async ({ db, member, manager }): Promise<MatrixContext> => {
  const pdf = Buffer.from('%PDF-1.4\n%test\n');
  for (const [name, kind] of [
    ['matrix-publication.pdf', 'publication'],
    ['matrix-result.pdf', 'other_result'],
  ] as const) {
    await db
      .insertInto('files')
      .values({
        file_name: name,
        owner_kind: kind,
        content_type: 'application/pdf',
        size_bytes: pdf.length,
        content: pdf,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return {
    ownerId: member.id,
    openFixtureId: manager.fixtureId,
    publicationFile: 'matrix-publication.pdf',
    resultFile: 'matrix-result.pdf',
    competitionId: await createCompetition(db, { captains: [manager.email] }),
  };
});

const matches = (expected: Outcome, status: number) =>
  expected === 'ok' ? status !== 401 && status !== 403 && status < 500 : status === expected;

describe('authorisation matrix', () => {
  test('lists every registered route, and only registered routes', ({ app }) => {
    const registered = app.app.routeTable
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !OUTSIDE_THE_API.has(k) && !k.startsWith('GET /assets') && !k.startsWith('HEAD '));
    const listed = new Set(Object.keys(AUTHORIZATION_MATRIX).map((k) => k.replace(/ \(.*\)$/, '')));
    expect(
      registered.filter((k) => !listed.has(k)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...listed].filter((k) => !registered.includes(k)),
      'matrix rows for routes that do not exist',
    ).toEqual([]);
  });

  test('gives every role exactly the access the matrix says, on every route', async ({
    ctx,
    db,
    everyone: clients,
  }) => {
    const leaks: string[] = [];
    const refusals: string[] = [];
    let checked = 0;
    for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      const [method, route] = key.replace(/ \(.*\)$/, '').split(' ');
      const req = matrixRequest(method, route, row, ctx);
      for (const role of ROLES) {
        const client = clients[role];
        // A new session for each request, since a route may end the one it came with (signing out, for one).
        if (client !== clients.visitor) await signInAs(client, db, (client as MemberClient).id);
        const body = method === 'GET' || method === 'DELETE' ? undefined : (req.body ?? {});
        const res = await client.request(method, req.path, body);
        checked += 1;
        const expected = role === 'manager' ? (row.manager ?? row.otherMember) : row[role];
        if (!matches(expected, res.status)) {
          const line = `${key} as ${role}: expected ${expected}, got ${res.status} ${res.text.slice(0, 120)}`;
          if (expected === 'ok') refusals.push(line);
          else leaks.push(line);
        }
      }
    }
    console.log(
      `authorisation matrix: ${Object.keys(AUTHORIZATION_MATRIX).length} routes × ${ROLES.length} roles = ${checked} checks, ${leaks.length} leaks (must be 0), ${refusals.length} wrongful refusals`,
    );
    expect(leaks).toEqual([]);
    expect(refusals).toEqual([]);
  }, 120_000);
});
