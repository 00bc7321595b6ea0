// Issue 7, item 8: every answer (API, HTML, assets, refusals and errors) carries the security headers, and the
// session cookies are httpOnly, SameSite and, in production, Secure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, signInAs } from '../helpers/factories';
import { startTestApp, type TestApp } from '../helpers/test-app';

const dir = mkdtempSync(join(tmpdir(), 'society-headers-'));
let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  t = await startTestApp({}, { clientDir: dir });
  production = await startTestApp(
    { NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.org', SMTP_URL: 'smtp://127.0.0.1:1' },
    { clientDir: dir },
  );
});
afterAll(async () => {
  await t.close();
  await production.close();
  rmSync(dir, { recursive: true, force: true });
});

function missingHeaders(headers: Headers, path: string): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy') ?? '';
  // The development previews of e-mails run nothing at all; only the e-mails' inline styles are allowed.
  const mailPreview = path.startsWith('/dev/mail') && csp.includes("default-src 'none'");
  if (mailPreview) {
    if (/script-src|'unsafe-eval'/.test(csp)) problems.push('preview CSP allows scripts');
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
  it('are on the answer of every registered route, whatever the status', async () => {
    const c = t.client();
    const failures: string[] = [];
    let checked = 0;
    for (const route of t.app.routeTable) {
      const path = concrete(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const res = await c.request(route.method, path, body);
      checked += 1;
      for (const p of missingHeaders(res.headers, path))
        failures.push(`${route.method} ${path} (${res.status}): ${p}`);
    }
    console.log(`security headers: ${checked} routes checked, ${failures.length} without the headers`);
    expect(checked).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  });

  // Issue 15, finding 8: an answer that may hold personal data or a token is never stored by a browser or proxy.
  it('every API answer to an administrator is private, no-store, except the public lists (public, no-cache)', async () => {
    const admin = await createAdmin(t.db);
    const c = t.client();
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      if (!route.url.toLowerCase().startsWith('/api/')) continue;
      const path = concrete(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      await signInAs(c, t.db, admin.id); // a fresh session each time (the walk includes logout)
      const res = await c.request(route.method, path, body);
      const cacheControl = res.headers.get('cache-control');
      const allowed =
        cacheControl === 'private, no-store' ||
        (route.access === 'public' && route.method === 'GET' && cacheControl === 'public, no-cache') ||
        // The members' list of publications (no personal data) is revalidated with its ETag.
        (path === '/api/Publications/List' && cacheControl === 'private, no-cache');
      if (!allowed) failures.push(`${route.method} ${path} (${res.status}): ${cacheControl}`);
    }
    expect(failures).toEqual([]);
    const member = await createMember(t.db);
    const login = await t
      .client()
      .post('/api/auth/login', { username: member.email, password: member.password });
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const info = await t
      .client()
      .get(`/api/account/tokeninfo?email=${encodeURIComponent(member.email)}&token=x`);
    expect(info.headers.get('cache-control')).toBe('private, no-store');
  });

  it('are on HTML pages, assets, 404s, refusals and malformed requests', async () => {
    const c = t.client();
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

  it('in production: HSTS, and session cookies that are httpOnly, SameSite and Secure', async () => {
    const home = await production.client().get('/home');
    expect(home.headers.get('strict-transport-security')).toContain('max-age=');
    expect(missingHeaders(home.headers, '/')).toEqual([]);
    const member = await createMember(production.db);
    const res = await fetch(`${production.baseUrl}/api/auth/login`, {
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
  });

  it('outside production, cookies are httpOnly and SameSite but not Secure (plain http on localhost)', async () => {
    const member = await createMember(t.db);
    const res = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: member.email, password: member.password }),
    });
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
