// Issue 15 (security review), findings 10 and 11: what a production server keeps to members, and what a server
// outside production serves only on a loopback address.
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
