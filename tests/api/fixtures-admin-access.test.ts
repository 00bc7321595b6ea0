import { describe, expect } from 'vitest';
import { test } from '../helpers/harness';

describe('roles on every admin route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/Fixtures/GetForEdit/1'],
    ['POST', '/api/fixtures/addfixture', {}],
    ['POST', '/api/fixtures/updatefixture', {}],
    ['DELETE', '/api/fixtures/deletefixture/1'],
    ['POST', '/api/fixtures/saveresult', {}],
    ['DELETE', '/api/fixtures/deleteresult/1'],
  ];
  test('refuses visitors with 401 and members with 403, whatever they send', async ({ visitor, member }) => {
    for (const [method, path, body] of routes) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await member.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      if (method === 'POST') {
        const broken = await visitor.request(method, path, '{not json', {
          'content-type': 'application/json',
        });
        expect(broken.status).toBe(401);
      }
    }
  });
});
