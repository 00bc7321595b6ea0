import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './client-routes';
import { MEMBER_RENDERED_PAGES, PAGE_ROUTES, RENDERED_PAGES } from './page-routes';

describe('client routes', () => {
  it("are the route table's paths and '/', each once", () => {
    expect(CLIENT_ROUTES).toEqual(['/', ...PAGE_ROUTES.map((r) => r.path)]);
    expect(new Set(CLIENT_ROUTES).size).toBe(CLIENT_ROUTES.length);
    for (const path of [...RENDERED_PAGES, ...MEMBER_RENDERED_PAGES]) expect(CLIENT_ROUTES).toContain(path);
  });

  it('render for a member only screens a member may see, and never an administrator’s', () => {
    expect(PAGE_ROUTES.filter((r) => r.rendered === 'member' && r.guard === 'admin')).toEqual([]);
    expect(PAGE_ROUTES.filter((r) => r.rendered === 'everyone' && r.guard)).toEqual([]);
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
