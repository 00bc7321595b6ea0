import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/page-routes';
import { pagesAt } from './router';

describe("the client's router", () => {
  it.each(PAGE_ROUTES.map((r) => [r.path, r.screen]))('shows %s with app/routes/%s.tsx', (path, screen) => {
    const pathname = path.replace(/:[a-zA-Z]+/g, '7');
    expect(pagesAt({ pathname }).map((h) => h.module)).toContain(`app/routes/${screen}.tsx`);
  });

  it('shows Page not found anywhere else', () => {
    expect(pagesAt({ pathname: '/no/such/page' }).map((h) => h.module)).toEqual(['app/routes/not-found.tsx']);
  });
});
