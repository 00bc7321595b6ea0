// Every answer (API, HTML, assets, refusals and errors) carries the security headers, and the session cookies are
// httpOnly, SameSite and, in production, Secure.
import { describe, expect } from 'vitest';
import { createMember, signInAs } from '../helpers/factories';
import { clientDir } from '../helpers/client-dir';
import { harnessWith } from '../helpers/harness';

const dir = clientDir({
  'index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
  'assets/index-abc123.js': 'console.log("app");',
});
const test = harnessWith({ clientDir: dir });
const production = harnessWith({
  env: { NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.org' },
  clientDir: dir,
});

function missingHeaders(headers: Headers, path: string): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy') ?? '';
  // A page that runs nothing at all (the development previews of e-mails, the printable team sheet) may be stricter
  // still: nothing by default, only its own styles (inline for an e-mail's preview, by hash for the sheet).
  const runsNothing = csp.includes("default-src 'none'");
  if (runsNothing) {
    if (/script-src|'unsafe-eval'/.test(csp)) problems.push('a CSP of nothing allows scripts');
    if (csp.includes('unsafe-inline') && !path.startsWith('/dev/mail'))
      problems.push('CSP allows unsafe-inline');
  } else {
    if (!csp.includes("default-src 'self'")) problems.push(`CSP without default-src 'self': ${csp}`);
    if (csp.includes('unsafe-inline')) problems.push('CSP allows unsafe-inline');
  }
  if (!csp.includes("frame-ancestors 'none'")) problems.push("CSP without frame-ancestors 'none'");
  // X-Frame-Options says what frame-ancestors says, for browsers that know only the older header.
  const frameOptions = headers.get('x-frame-options');
  const framedBySite = csp.includes("frame-ancestors 'self'");
  if (frameOptions !== (framedBySite ? 'SAMEORIGIN' : 'DENY'))
    problems.push(`X-Frame-Options ${frameOptions} disagrees with the CSP's frame-ancestors`);
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
    if (!permissions.includes(`${feature}=()`))
      problems.push(`Permissions-Policy does not turn off ${feature}`);
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!headers.get('referrer-policy')) problems.push('no referrer policy');
  return problems;
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

describe('security headers', () => {
  test('are on the answer of every registered route, whatever the status', async ({ app, visitor }) => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of app.app.routeTable) {
      const path = concrete(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const res = await visitor.request(route.method, path, body);
      checked += 1;
      for (const p of missingHeaders(res.headers, path))
        failures.push(`${route.method} ${path} (${res.status}): ${p}`);
    }
    console.log(`security headers: ${checked} routes checked, ${failures.length} without the headers`);
    expect(checked).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  });

  // An answer that may hold personal data or a token is never stored by a browser or proxy.
  test('every API answer to an administrator is private, no-store, except the public lists (public, no-cache)', async ({
    app,
    db,
    admin,
  }) => {
    const failures: string[] = [];
    for (const route of app.app.routeTable) {
      if (!route.url.toLowerCase().startsWith('/api/')) continue;
      const path = concrete(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      await signInAs(admin, db, admin.id); // a fresh session each time (the walk includes logout)
      const res = await admin.request(route.method, path, body);
      const cacheControl = res.headers.get('cache-control');
      const allowed =
        cacheControl === 'private, no-store' ||
        (route.access === 'public' && route.method === 'GET' && cacheControl === 'public, no-cache') ||
        // The members' list of publications (no personal data) is revalidated with its ETag.
        (path === '/api/Publications/List' && cacheControl === 'private, no-cache');
      if (!allowed) failures.push(`${route.method} ${path} (${res.status}): ${cacheControl}`);
    }
    expect(failures).toEqual([]);
    const member = await createMember(db);
    const login = await app
      .client()
      .post('/api/auth/login', { username: member.email, password: member.password });
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const info = await app
      .client()
      .get(`/api/account/tokeninfo?email=${encodeURIComponent(member.email)}&token=x`);
    expect(info.headers.get('cache-control')).toBe('private, no-store');
  });

  test('are on HTML pages, assets, 404s, refusals and malformed requests', async ({ visitor }) => {
    const c = visitor;
    const cases: [string, string, string | undefined, Record<string, string>][] = [
      ['GET', '/', undefined, {}],
      ['GET', '/home', undefined, {}],
      ['GET', '/editfixture/3', undefined, {}],
      ['GET', '/assets/index-abc123.js', undefined, {}],
      ['GET', '/assets/missing-abc.js', undefined, {}],
      ['GET', '/api/no/such/route', undefined, {}],
      ['GET', '/pdfs/..%2F..%2Fetc%2Fpasswd', undefined, {}],
      ['GET', '/api/Admin/GetUnapprovedUsers', undefined, {}],
      ['POST', '/api/account/register', '{"broken', { 'content-type': 'application/json' }],
      ['POST', '/api/auth/login', 'x'.repeat(2_000_000), { 'content-type': 'application/json' }],
    ];
    for (const [method, path, body, headers] of cases) {
      const res = await c.request(method, path, body, headers);
      expect(missingHeaders(res.headers, path), `${method} ${path} (${res.status})`).toEqual([]);
    }
  });

  production(
    'in production: HSTS, and session cookies that are httpOnly, SameSite and Secure',
    async ({ app, visitor }) => {
      const home = await visitor.get('/home');
      expect(home.headers.get('strict-transport-security')).toContain('max-age=');
      expect(missingHeaders(home.headers, '/')).toEqual([]);
      const member = await createMember(app.db);
      const res = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: member.email, password: member.password }),
      });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThanOrEqual(2);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      }
      const session = cookies.find((c) => !c.startsWith('XSRF-TOKEN='));
      expect(session).toMatch(/;\s*HttpOnly/i);
    },
  );

  test('outside production, cookies are httpOnly and SameSite but not Secure (plain http on localhost)', async ({
    app,
  }) => {
    const member = await createMember(app.db);
    const res = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: member.email, password: member.password }),
    });
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
