import { PAGE_ROUTES } from './page-routes';

// The paths the client's router answers: the route table's (page-routes.ts), and '/', which goes to /home.
// The server sends the page with status 200 for these and with 404 for every other page path, where the
// client's catch-all route shows 'Page not found'.
export const CLIENT_ROUTES = ['/', ...PAGE_ROUTES.map((r) => r.path)];

const patterns = CLIENT_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
);

/** Whether the client's router has a page at this path (query string excluded; case-insensitive). */
export const isClientRoute = (path: string) => patterns.some((p) => p.test(path));
