import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs } from '../helpers/factories';

let t: TestApp;

beforeAll(async () => {
  // Routes for checking the platform's behaviour: roles, XSRF and error shapes.
  t = await startTestApp(
    {},
    {
      addRoutes: (app) => {
        app.post(
          '/api/test/echo',
          {
            config: { access: 'member' },
            schema: { body: z.object({ name: z.string().min(2, 'Name is too short') }) },
          },
          async (req) => ({ name: req.body.name }),
        );
        app.get('/api/test/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internal detail');
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers /healthz when the database answers', async () => {
    const res = await t.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.client().get('/api/no/such/route');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ '': ['Not found'] });
  });

  it('routes case-insensitively', async () => {
    expect((await t.client().get('/HEALTHZ')).status).toBe(200);
  });

  it('hides internal errors behind a generic message and an Application-Error header', async () => {
    const res = await t.client().get('/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('application-error')).toMatch(/something went wrong/);
    expect(res.text).not.toContain('secret internal detail');
    expect(res.text).not.toContain('at ');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.client().get('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses visitors with 401 and members with 403 on an admin route', async () => {
    expect((await t.client().get('/api/test/admin')).status).toBe(401);
    const member = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, member.id);
    expect((await c.get('/api/test/admin')).status).toBe(403);
    const admin = await createAdmin(t.db);
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    expect((await a.get('/api/test/admin')).json).toEqual({ ok: true });
  });

  it('checks the role before reading the body', async () => {
    const res = await t
      .client()
      .request('POST', '/api/test/echo', '{not json', { 'content-type': 'application/json' });
    expect(res.status).toBe(401);
  });

  it('answers validation errors as field → messages', async () => {
    const member = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, member.id);
    const res = await c.post('/api/test/echo', { name: 'x' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ name: ['Name is too short'] });
    const broken = await c.request('POST', '/api/test/echo', '{not json', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ '': ['The request body is not valid JSON'] });
  });

  it('refuses a cookie-authenticated write without the XSRF token, and accepts a bearer token without one', async () => {
    const member = await createMember(t.db);
    const c = t.client();
    const s = await signInAs(c, t.db, member.id);
    const refused = await c.post('/api/test/echo', { name: 'Bob' }, { 'x-xsrf-token': 'wrong' });
    expect(refused.status).toBe(403);
    expect((await c.post('/api/test/echo', { name: 'Bob' })).json).toEqual({ name: 'Bob' });
    const b = t.client();
    b.bearer = s.token;
    expect((await b.post('/api/test/echo', { name: 'Bob' })).status).toBe(200);
  });

  it('publishes an OpenAPI description', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\./);
  });
});
