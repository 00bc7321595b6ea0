import { describe, expect } from 'vitest';
import { z } from 'zod';
import { signInAs } from '../helpers/factories';
import { harnessWith } from '../helpers/harness';
import { expectFieldErrors, expectNotJsonRefused } from '../helpers/field-errors';

// Routes for checking the platform's behaviour: roles, XSRF and error shapes.
const test = harnessWith({
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
});

describe('platform', () => {
  test('answers /healthz when the database answers', async ({ visitor }) => {
    const res = await visitor.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  test('answers an unknown /api path with a JSON 404', async ({ visitor }) => {
    const res = await visitor.get('/api/no/such/route');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ '': ['Not found'] });
  });

  test('routes case-insensitively', async ({ visitor }) => {
    expect((await visitor.get('/HEALTHZ')).status).toBe(200);
  });

  test('hides internal errors behind a generic message and an Application-Error header', async ({
    visitor,
  }) => {
    const res = await visitor.get('/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('application-error')).toMatch(/something went wrong/);
    expect(res.text).not.toContain('secret internal detail');
    expect(res.text).not.toContain('at ');
  });

  test('sends security headers with a strict Content-Security-Policy', async ({ visitor }) => {
    const res = await visitor.get('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('refuses visitors with 401 and members with 403 on an admin route', async ({
    visitor,
    member,
    admin,
  }) => {
    expect((await visitor.get('/api/test/admin')).status).toBe(401);
    expect((await member.get('/api/test/admin')).status).toBe(403);
    expect((await admin.get('/api/test/admin')).json).toEqual({ ok: true });
  });

  test('checks the role before reading the body', async ({ visitor }) => {
    const res = await visitor.request('POST', '/api/test/echo', '{not json', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(401);
  });

  test('answers validation errors as field → messages', async ({ member }) => {
    await expectFieldErrors(member, '/api/test/echo', { name: 'x' }, { name: ['Name is too short'] });
    await expectNotJsonRefused(member, '/api/test/echo');
  });

  test('refuses a cookie-authenticated write without the XSRF token, and accepts a bearer token without one', async ({
    app,
    member,
  }) => {
    const c = app.client();
    const s = await signInAs(c, app.db, member.id);
    const refused = await c.post('/api/test/echo', { name: 'Bob' }, { 'x-xsrf-token': 'wrong' });
    expect(refused.status).toBe(403);
    expect((await c.post('/api/test/echo', { name: 'Bob' })).json).toEqual({ name: 'Bob' });
    const b = app.client();
    b.bearer = s.token;
    expect((await b.post('/api/test/echo', { name: 'Bob' })).status).toBe(200);
  });

  test('publishes an OpenAPI description', async ({ visitor }) => {
    const res = await visitor.get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\./);
  });
});
