import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-head';
import { Spinner } from '@/components/spinner';
import { siteInfo } from '@/lib/site-info';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/** The link sent to a new address: the address changes once, and the screen says whether it did. */
export function ConfirmEmailChangeScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const mutation = useConfirmEmailChange();
  const started = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    if (started.current || !email || !token) return;
    started.current = true;
    mutate({ email, token });
  }, [email, token, mutate]);

  const changed = mutation.data?.changed === true;
  const failed = !email || !token || mutation.isError || mutation.data?.changed === false;
  usePageTitle(
    changed ? 'Email Address Changed' : failed ? 'Email Address Not Changed' : 'Changing Email Address',
  );
  if (changed)
    return (
      <>
        <h1>Email Address Changed</h1>
        <p>
          Your account now uses <strong className="accounts__address">{email}</strong>. Use it to log in from
          now on.
        </p>
      </>
    );
  if (failed)
    return (
      <>
        <h1>Email Address Not Changed</h1>
        <p>
          This link has expired, has already been used, or the address is now used by another member. Change
          your email address again from My Profile to get a new link.
        </p>
        <p>
          <a href={`mailto:${siteInfo.contactEmail}`}>Contact Us</a>
        </p>
      </>
    );
  return <Spinner active label="Changing your email address" />;
}
