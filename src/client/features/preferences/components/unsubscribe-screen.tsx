import { Link, useSearchParams } from 'react-router';
import { MAIL_KIND_LABELS } from '@shared/schemas/preferences';
import { Banner } from '@/components/banner';
import { QueryView } from '@/components/query-view';
import { usePageTitle } from '@/components/page-head';
import { ActionButton } from '@/components/action-button';
import { FocusRegion } from '@/components/focus-region';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

/**
 * The page an e-mail's unsubscribe link opens; works without signing in. Opening the page changes nothing (mail
 * scanners follow links); the button does. Mail programs use the one-click POST of the List-Unsubscribe header.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const mutation = useUnsubscribe();
  usePageTitle('Unsubscribe');

  const body = (
    <QueryView
      query={info}
      failed={() => (
        <Banner kind="error" title="This unsubscribe link is not valid">
          It may have been copied incompletely. You can choose which e-mails you receive in My Profile.
        </Banner>
      )}
    >
      {({ kind }) => {
        const label = MAIL_KIND_LABELS[kind];
        return (
          <>
            <FocusRegion focusOn={mutation.data ?? mutation.error}>
              {mutation.isSuccess && (
                <Banner kind="success" title="You have been unsubscribed">
                  You will no longer receive {label}. You can turn them back on in My Profile.
                </Banner>
              )}
              {mutation.isError && (
                <Banner kind="error" title="Oops!">
                  {mutation.error.message}
                </Banner>
              )}
            </FocusRegion>
            {!mutation.isSuccess && (
              <>
                <p>Stop receiving {label}? E-mails about your account are still sent.</p>
                <ActionButton
                  onClick={() => mutation.mutate(token)}
                  pending={mutation.isPending}
                  pendingLabel="Unsubscribing"
                >
                  Unsubscribe
                </ActionButton>
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );
  return (
    <>
      <h1>Unsubscribe</h1>
      {body}
      <p>
        <Link to="/home">Home</Link>
      </p>
    </>
  );
}
