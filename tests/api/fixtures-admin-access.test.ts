import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { TestClient } from '../helpers/http-client';
import { startWithAdminAndMember } from '../helpers/start-app-with';

let t: TestApp;
let m: TestClient;

beforeAll(async () => {
  ({ t, m } = await startWithAdminAndMember());
});
afterAll(() => t.close());

describe('roles on every admin route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/Fixtures/GetForEdit/1'],
    ['POST', '/api/fixtures/addfixture', {}],
    ['POST', '/api/fixtures/updatefixture', {}],
    ['DELETE', '/api/fixtures/deletefixture/1'],
    ['POST', '/api/fixtures/saveresult', {}],
    ['DELETE', '/api/fixtures/deleteresult/1'],
  ];
  it('refuses visitors with 401 and members with 403, whatever they send', async () => {
    for (const [method, path, body] of routes) {
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await m.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      if (method === 'POST') {
        const broken = await t
          .client()
          .request(method, path, '{not json', { 'content-type': 'application/json' });
        expect(broken.status).toBe(401);
      }
    }
  });
});
