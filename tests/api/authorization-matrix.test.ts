import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, type MatrixContext, type Outcome } from '../reliability/authorization-matrix';
import { createAdmin, createMember, signInAs } from '../helpers/factories';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { TestClient } from '../helpers/http-client';

let t: TestApp;
let ctx: MatrixContext;
let ids: { owner: number; other: number; admin: number; manager: number };

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

beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '100000' });
  const owner = await createMember(t.db);
  const other = await createMember(t.db);
  const admin = await createAdmin(t.db);
  const manager = await createMember(t.db);
  ids = { owner: owner.id, other: other.id, admin: admin.id, manager: manager.id };
  const now = new Date().toISOString();
  const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const fixture = await t.db
    .insertInto('fixtures')
    .values({
      year: Number(next.slice(0, 4)),
      event: 'Matrix Meeting',
      start_date: next,
      end_date: next,
      can_register: 1,
      manager_email_addresses: manager.email,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pdf = Buffer.from('%PDF-1.4\n%test\n');
  for (const [name, kind] of [
    ['matrix-publication.pdf', 'publication'],
    ['matrix-result.pdf', 'other_result'],
  ] as const) {
    await t.db
      .insertInto('files')
      .values({
        file_name: name,
        owner_kind: kind,
        content_type: 'application/pdf',
        size_bytes: pdf.length,
        content: pdf,
        created_at: now,
      })
      .execute();
  }
  ctx = {
    ownerId: owner.id,
    openFixtureId: fixture.id,
    publicationFile: 'matrix-publication.pdf',
    resultFile: 'matrix-result.pdf',
  };
});
afterAll(() => t.close());

async function clientAs(role: (typeof ROLES)[number]): Promise<TestClient> {
  const c = t.client();
  const id =
    role === 'member'
      ? ids.owner
      : role === 'otherMember'
        ? ids.other
        : role === 'admin'
          ? ids.admin
          : role === 'manager'
            ? ids.manager
            : undefined;
  if (id) await signInAs(c, t.db, id);
  return c;
}

const matches = (expected: Outcome, status: number) =>
  expected === 'ok' ? status !== 401 && status !== 403 && status < 500 : status === expected;

describe('authorisation matrix', () => {
  it('lists every registered route, and only registered routes', () => {
    const registered = t.app.routeTable
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

  it('gives every role exactly the access the matrix says, on every route', async () => {
    const leaks: string[] = [];
    const refusals: string[] = [];
    let checked = 0;
    for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      const [method, route] = key.replace(/ \(.*\)$/, '').split(' ');
      const req = row.request?.(ctx) ?? { path: route.replace(/:[A-Za-z]+/g, '1') };
      for (const role of ROLES) {
        const client = await clientAs(role);
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
