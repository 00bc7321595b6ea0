// Issue 15 (security review), findings 10 and 11: what a production server keeps to members, and what a server
// outside production serves only on a loopback address.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createMember, signInAs } from '../helpers/factories';
import { startTestApp, type TestApp } from '../helpers/test-app';

let production: TestApp;
let development: TestApp;

beforeAll(async () => {
  production = await startTestApp({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://golf.example.org',
    SMTP_URL: 'smtp://127.0.0.1:1',
  });
  development = await startTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await production.close();
  await development.close();
});

describe('production mode', () => {
  it('answers the API description to members and administrators only, and has no development mailbox', async () => {
    expect((await production.client().get('/api/docs/json')).status).toBe(401);
    const m = await createMember(production.db);
    const c = production.client();
    await signInAs(c, production.db, m.id);
    const docs = await c.get('/api/docs/json');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('cache-control')).toBe('private, no-store');
    expect((await production.client().get('/dev/mailbox')).status).toBe(404);
  });
});

describe('outside production', () => {
  it('serves the development mailbox on loopback, and refuses any other address in one line', async () => {
    expect((await development.client().get('/dev/mailbox')).status).toBe(200);
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(
      /^Configuration error: HOST="0\.0\.0\.0" is not a loopback address;/,
    );
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/not a loopback address/);
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });
});

describe('TRUST_PROXY', () => {
  it("is refused as true on an address others can reach, and accepts the proxy's own addresses instead", () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', TRUST_PROXY: 'true' })).toThrow(
      /^Configuration error: TRUST_PROXY=true with HOST="0\.0\.0\.0" lets anyone who reaches the site directly claim any address in X-Forwarded-For/,
    );
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', TRUST_PROXY: 'true' }).trustProxy).toBe(
      true,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.2, 192.168.1.0/24' })
        .trustProxy,
    ).toEqual(['10.0.0.2', '192.168.1.0/24']);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /^Configuration error: TRUST_PROXY="yes" must be true, false/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the client address from X-Forwarded-For only when the proxy named is the one asking', async () => {
    const viaOtherProxy = await startTestApp(
      { TRUST_PROXY: '10.9.9.9' },
      {
        addRoutes: (app) =>
          app.get('/probe/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip })),
      },
    );
    const viaLoopback = await startTestApp(
      { TRUST_PROXY: '127.0.0.1' },
      {
        addRoutes: (app) =>
          app.get('/probe/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip })),
      },
    );
    try {
      const headers = { 'x-forwarded-for': '203.0.113.7' };
      const other = await fetch(`${viaOtherProxy.baseUrl}/probe/ip`, { headers });
      expect(await other.json()).toEqual({ ip: '127.0.0.1' });
      const loopback = await fetch(`${viaLoopback.baseUrl}/probe/ip`, { headers });
      expect(await loopback.json()).toEqual({ ip: '203.0.113.7' });
    } finally {
      await viaOtherProxy.close();
      await viaLoopback.close();
    }
  });
});

/** GET with the headers exactly as given (fetch will not send a Host of our choosing). */
function rawGet(app: TestApp, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.baseUrl}${path}`, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the development mailbox behind a proxy on the same machine', () => {
  const pages = ['/dev/mailbox', '/dev/mail-samples', '/dev/mail-samples/password-reset/html'];

  it('answers 404 to a request a proxy passed on, and 200 to one made on this machine', async () => {
    const port = new URL(development.baseUrl).port;
    for (const path of pages) {
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'localhost'])
        expect(await rawGet(development, path, { host }), `${path} Host ${host}`).toBe(200);
      const proxied: Record<string, string>[] = [
        { host: `127.0.0.1:${port}`, 'x-forwarded-for': '203.0.113.9' },
        { host: `127.0.0.1:${port}`, forwarded: 'for=203.0.113.9;proto=https' },
        { host: `127.0.0.1:${port}`, 'x-real-ip': '203.0.113.9' },
        { host: 'golf.example.org' },
        { host: `golf.example.org:${port}` },
        { host: 'localhost.golf.example.org' },
      ];
      for (const headers of proxied)
        expect(await rawGet(development, path, headers), `${path} ${JSON.stringify(headers)}`).toBe(404);
    }
  });
});
