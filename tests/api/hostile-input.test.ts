import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { hostileBooking, hostileMoney, hostileRequests } from '../reliability/hostile-requests';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { withDinner } from '../helpers/bookings';
import { harnessWith } from '../helpers/harness';

// `npm test` sends a quick sample; `npm run verify` sends HOSTILE_COUNT=10000.
const COUNT = Number(process.env.HOSTILE_COUNT ?? 1500);
// Hostile requests include logins by the thousand; the rate limit is not what this file checks.
const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '1000000' } });

describe('control characters in input, and bodies too big or too deep to parse', () => {
  test('refuses a control character in a search term with 400 and a message, for members and administrators', async ({
    member,
    admin,
  }) => {
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

  test('refuses control characters in any text field of a body, and in the registration form schema', async ({
    member,
    visitor,
  }) => {
    const res = await member.post('/api/account/updatemembershipdetails', {
      id: 1,
      year: 1985,
      homeClub: 'Royal\u0007 Club',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('must not contain control characters');
    const reg = await visitor.post('/api/account/register', { firstName: 'Al\u0000an' });
    expect(reg.json.firstName).toEqual(['First Name must not contain control characters']);
  });

  test('never parses the body of an unknown path, and keeps small routes to small bodies', async ({
    app,
    member,
  }) => {
    const unknown = await app
      .client()
      .post('/api/no/such/route', '{"broken', { 'content-type': 'application/json' });
    expect(unknown.status).toBe(404);
    const big = JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(40_000) });
    const login = await app.client().post('/api/auth/login', big, { 'content-type': 'application/json' });
    expect(login.status).toBe(413);
    const nested = '['.repeat(20_000) + ']'.repeat(20_000);
    const search = await member.post('/api/account/updatecontactdetails', nested, {
      'content-type': 'application/json',
    });
    expect(search.status).toBe(413);
  });
});

describe('hostile bookings', () => {
  test('guests and dinners full of hostile values are refused with 400 or taken, never a server error', async ({
    db,
    member,
    admin,
  }) => {
    const fixtureId = await createFixture(db, {
      start_date: dayFromToday(30),
      places: 3,
      ...withDinner(['Beef', 'Salmon'], { dinnerOnly: true, guestsPerMember: 3 }),
    });
    const samples = fc.sample(hostileBooking, { numRuns: 300, seed: 20261201 });
    const errors: string[] = [];
    for (const [i, b] of samples.entries()) {
      const body = { ...b, fixtureId: i % 3 ? fixtureId : b.fixtureId, userId: member.id };
      for (const path of ['/api/fixtures/enter', '/api/fixtures/booking', '/api/fixtures/leave']) {
        const res = await member.post(path, body);
        if (res.status >= 500) errors.push(`${path} ${JSON.stringify(body).slice(0, 200)} → ${res.status}`);
      }
      const edit = await admin.post('/api/fixtures/updatefixture', { ...b, id: fixtureId });
      if (edit.status >= 500) errors.push(`updatefixture → ${edit.status}`);
    }
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('hostile money', () => {
  test('payments, undos, imports and statements full of hostile values are refused with 400 or taken, never a server error', async ({
    member,
    admin,
  }) => {
    const samples = fc.sample(hostileMoney, { numRuns: 200, seed: 20261126 });
    const errors: string[] = [];
    const columns = fc.sample(fc.jsonValue({ maxDepth: 2 }), { numRuns: 200, seed: 20261127 });
    for (const [i, b] of samples.entries()) {
      const body = { ...b, memberId: i % 3 ? member.id : b.memberId };
      for (const path of [
        '/api/admin/payments',
        '/api/admin/payments/delete',
        '/api/admin/payments/import',
      ]) {
        const res = await admin.post(path, body);
        if (res.status >= 500) errors.push(`${path} ${JSON.stringify(body).slice(0, 200)} → ${res.status}`);
      }
      const form = new FormData();
      form.append('columns', JSON.stringify(columns[i]));
      form.append(
        'file',
        new Blob([`Date,Description,Amount\n01/04/2026,${String(b.note)},${String(b.amountPence)}\n`]),
        's.csv',
      );
      const preview = await admin.post('/api/admin/payments/import/preview', form);
      if (preview.status >= 500) errors.push(`preview ${JSON.stringify(columns[i])} → ${preview.status}`);
    }
    const query = await admin.get('/api/admin/balances?search=%00&filter=__proto__&page=-1');
    expect(query.status).toBe(400);
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('hostile input', () => {
  test(`answers ${COUNT} malformed requests across all routes without a server error`, async ({
    app,
    visitor,
    member,
    admin,
  }) => {
    const clients = [visitor, member, admin];
    const routes = app.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') || r.url.startsWith('/pdfs/') || r.url.startsWith('/calendar/'),
    );
    // Unknown paths take hostile bodies too: their bodies are never parsed.
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
    const health = await app.client().get('/healthz');
    const restarts = health.status === 200 ? 0 : 1;
    console.log(
      `hostile input: ${sent} requests sent over ${routes.length} routes, ${serverErrors.length} server errors (must be 0), ${restarts} server restarts (must be 0)`,
    );
    expect(serverErrors).toEqual([]);
    expect(health.status).toBe(200);
  }, 600_000);
});
