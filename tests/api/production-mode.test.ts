// What a production server keeps to members (the API description, no development mailbox), and what a server
// outside production serves only on a loopback address: a stranger must not read the site's mail or its API.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { harnessWith } from '../helpers/harness';
import type { TestApp } from '../helpers/test-app';

const production = harnessWith({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.org' } });
const development = harnessWith({ env: { NODE_ENV: 'development' } });

/** A probe beside the real routes: the client's address as the app takes it to be. */
const probeIp = (app: App) =>
  app.get('/probe/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
const behindOtherProxy = harnessWith({ env: { TRUST_PROXY: '10.9.9.9' }, addRoutes: probeIp });
const behindLoopbackProxy = harnessWith({ env: { TRUST_PROXY: '127.0.0.1' }, addRoutes: probeIp });

describe('production mode', () => {
  production(
    'answers the API description to members and administrators only, and has no development mailbox',
    async ({ visitor, member }) => {
      expect((await visitor.get('/api/docs/json')).status).toBe(401);
      const docs = await member.get('/api/docs/json');
      expect(docs.status).toBe(200);
      expect(docs.headers.get('cache-control')).toBe('private, no-store');
      expect((await visitor.get('/dev/mailbox')).status).toBe(404);
    },
  );
});

describe('outside production', () => {
  development(
    'serves the development mailbox on loopback, and refuses any other address in one line',
    async ({ visitor }) => {
      expect((await visitor.get('/dev/mailbox')).status).toBe(200);
      expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(
        /^Configuration error: HOST="0\.0\.0\.0" is not a loopback address;/,
      );
      expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/not a loopback address/);
      expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
      expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    },
  );
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

  // The client address from X-Forwarded-For is taken only when the proxy named is the one asking.
  const forwarded = { 'x-forwarded-for': '203.0.113.7' };
  behindOtherProxy('ignores X-Forwarded-For from a machine that is not the proxy named', async ({ app }) => {
    const res = await fetch(`${app.baseUrl}/probe/ip`, { headers: forwarded });
    expect(await res.json()).toEqual({ ip: '127.0.0.1' });
  });
  behindLoopbackProxy(
    'takes the client address from X-Forwarded-For sent by the proxy named',
    async ({ app }) => {
      const res = await fetch(`${app.baseUrl}/probe/ip`, { headers: forwarded });
      expect(await res.json()).toEqual({ ip: '203.0.113.7' });
    },
  );
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

  development(
    'answers 404 to a request a proxy passed on, and 200 to one made on this machine',
    async ({ app }) => {
      const port = new URL(app.baseUrl).port;
      for (const path of pages) {
        for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'localhost'])
          expect(await rawGet(app, path, { host }), `${path} Host ${host}`).toBe(200);
        const proxied: Record<string, string>[] = [
          { host: `127.0.0.1:${port}`, 'x-forwarded-for': '203.0.113.9' },
          { host: `127.0.0.1:${port}`, forwarded: 'for=203.0.113.9;proto=https' },
          { host: `127.0.0.1:${port}`, 'x-real-ip': '203.0.113.9' },
          { host: 'golf.example.org' },
          { host: `golf.example.org:${port}` },
          { host: 'localhost.golf.example.org' },
        ];
        for (const headers of proxied)
          expect(await rawGet(app, path, headers), `${path} ${JSON.stringify(headers)}`).toBe(404);
      }
    },
  );
});
