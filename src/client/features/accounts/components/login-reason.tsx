import { Banner } from '@/components/banner';
import { safeReturnPath } from '@shared/return-path';

/**
 * Why the login page is shown, from its address (/loginregister?next=…&why=…): the session ended, or the page
 * asked for needs a login (a link in an e-mail opened the next day), or an administrator. Read in the browser from
 * the address, so it says the same whether the page was drawn there or on the server.
 */
export function LoginReason({ why, next }: { why: string | null; next: string | null }) {
  const returns = safeReturnPath(next) !== null;
  const after = returns ? ' You will go straight back to it after logging in.' : '';
  if (why === 'expired')
    return (
      <Banner kind="info" title="Your session has ended">
        <p>
          For your security, members are logged out after an hour without using the site. Please log in again.
          {returns && ' You will go straight back to the page you were on.'}
        </p>
      </Banner>
    );
  if (why === 'admin')
    return (
      <Banner kind="info" title="This page is for administrators">
        <p>Please log in with an administrator’s account to see it.{after}</p>
      </Banner>
    );
  if (why === 'login' || returns)
    return (
      <Banner kind="info" title="Please log in to see this page">
        <p>This page is for members of the society.{after}</p>
      </Banner>
    );
  return null;
}
