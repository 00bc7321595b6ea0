import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequests } from '../reliability/hostile-requests';
import { createAdmin, createMember, signInAs } from '../helpers/factories';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { TestClient } from '../helpers/http-client';

// `npm test` sends a quick sample; `npm run verify` sends HOSTILE_COUNT=10000.
const COUNT = Number(process.env.HOSTILE_COUNT ?? 1500);
let t: TestApp;
let clients: TestClient[];

beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '1000000' });
  const member = await createMember(t.db);
  const admin = await createAdmin(t.db);
  const m = t.client();
  await signInAs(m, t.db, member.id);
  const a = t.client();
  await signInAs(a, t.db, admin.id);
  clients = [t.client(), m, a];
});
afterAll(() => t.close());

describe('control characters and bodies (issue 15, findings 5 and 7)', () => {
  it('refuses a control character in a search term with 400 and a message, for members and administrators', async () => {
    const [, member, admin] = clients;
    for (const [c, path] of [
      [member, '/api/members/search?lastName=ab%00'],
      [member, '/api/members/search?firstName=%1B%5B31m'],
      [admin, '/api/admin/members?search=ab%00'],
    ] as const) {
      const res = await c.get(path);
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(res.json), path).toContain('must not contain control characters');
    }
  });

  it('refuses control characters in any text field of a body, and in the registration form schema', async () => {
    const [, member] = clients;
    const res = await member.post('/api/account/updatemembershipdetails', {
      id: 1,
      year: 1985,
      homeClub: 'Royal\u0007 Club',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('must not contain control characters');
    const reg = await t.client().post('/api/account/register', { firstName: 'Al\u0000an' });
    expect(reg.json.firstName).toEqual(['First Name must not contain control characters']);
  });

  it('never parses the body of an unknown path, and keeps small routes to small bodies', async () => {
    const unknown = await t
      .client()
      .post('/api/no/such/route', '{"broken', { 'content-type': 'application/json' });
    expect(unknown.status).toBe(404);
    const big = JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(40_000) });
    const login = await t.client().post('/api/auth/login', big, { 'content-type': 'application/json' });
    expect(login.status).toBe(413);
    const nested = '['.repeat(20_000) + ']'.repeat(20_000);
    const search = await clients[1].post('/api/account/updatecontactdetails', nested, {
      'content-type': 'application/json',
    });
    expect(search.status).toBe(413);
  });
});

describe('hostile input', () => {
  it(`answers ${COUNT} malformed requests across all routes without a server error`, async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') || r.url.startsWith('/pdfs/') || r.url.startsWith('/calendar/'),
    );
    // Unknown paths take hostile bodies too (issue 15: never parsed).
    routes.push({ method: 'POST', url: '/api/no/such/:id', access: 'public' });
    expect(routes.length).toBeGreaterThan(0);
    const samples = fc.sample(hostileRequests(routes), { numRuns: COUNT, seed: 20261122 });
    const serverErrors: string[] = [];
    let sent = 0;
    for (let i = 0; i < samples.length; i += 8) {
      await Promise.all(
        samples.slice(i, i + 8).map(async (req, j) => {
          const client = clients[(i + j) % clients.length];
          const headers: Record<string, string> = {};
          if (req.contentType) headers['content-type'] = req.contentType;
          const res = await client.request(req.method, req.path, req.body as string | undefined, headers);
          sent += 1;
          if (res.status >= 500)
            serverErrors.push(`${req.method} ${req.path} → ${res.status} ${res.text.slice(0, 200)}`);
        }),
      );
    }
    // The server runs in this process: had any request crashed it, the test itself would have died.
    const health = await t.client().get('/healthz');
    const restarts = health.status === 200 ? 0 : 1;
    console.log(
      `hostile input: ${sent} requests sent over ${routes.length} routes, ${serverErrors.length} server errors (must be 0), ${restarts} server restarts (must be 0)`,
    );
    expect(serverErrors).toEqual([]);
    expect(health.status).toBe(200);
  }, 600_000);
});
