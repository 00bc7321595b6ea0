import { Link, useLocation } from 'react-router';
import { usePageTitle } from './page-head';

/** Any path the site has no page for (the server answers it with status 404): says so and offers the way home. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at <code className="not-found__path">{pathname}</code>. The address may be mistyped,
        or the page may have moved.
      </p>
      <p>
        <Link to="/home">Go to the home page</Link>
      </p>
    </>
  );
}
