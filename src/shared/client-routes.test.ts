import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './client-routes';

describe('client routes', () => {
  it("lists exactly the paths of the client's router", () => {
    const router = readFileSync('src/client/app/router.tsx', 'utf8');
    const paths = [...router.matchAll(/(?:path: |page\()'([^']+)'/g)]
      .map((m) => m[1])
      .filter((p) => p !== '*');
    const listed = CLIENT_ROUTES.map((r) => r.slice(1)).map((r) => (r === '' ? '/' : r));
    expect([...paths].sort()).toEqual([...listed].sort());
  });

  it('matches page paths in any case, with or without a trailing slash, and nothing else', () => {
    for (const path of [
      '/',
      '/home',
      '/HOME/',
      '/fixtureresult/12',
      '/admin/outbox',
      '/editfixture/3',
      '/myprofile/preferences',
      '/admin/members/12/edit',
    ])
      expect(isClientRoute(path), path).toBe(true);
    for (const path of ['/no/such/page', '/homes', '/fixtureresult', '/admin/outbox/extra', '/dev/mailbox'])
      expect(isClientRoute(path), path).toBe(false);
  });
});
