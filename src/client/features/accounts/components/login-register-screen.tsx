import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REGISTERED_TEXT } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { Tabs } from '@/components/tabs';
import { usePageTitle } from '@/components/page-head';
import { useSiteSettings } from '@/lib/site-settings';
import { LoginForm } from './login-form';
import { LoginReason } from './login-reason';
import { RegisterForm } from './register-form';
import '../accounts.css';

const TABS = [
  { key: 'login', label: 'Login' },
  { key: 'register', label: 'Register' },
];

/**
 * Spec §2 Login/Register: a Login / Register toggle (Login first), the membership fee panel, and after a
 * registration the thank-you text in place of both forms. Side by side from 725 px, stacked below. The tab is kept
 * in the address (`?tab=register`), so a tab tapped before the page's code has loaded opens that form all the same.
 */
export function LoginRegisterScreen() {
  const [params, setParams] = useSearchParams();
  const settings = useSiteSettings();
  const mode = params.get('tab') === 'register' ? 'register' : 'login';
  const [registered, setRegistered] = useState(false);
  usePageTitle(registered ? 'Thank you for registering' : mode === 'login' ? 'Login' : 'Register');

  // The address of a tab: this one's, why and where to return kept, with the tab named unless it is Login.
  const withTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'login') next.delete('tab');
    else next.set('tab', key);
    return next;
  };
  const hrefOf = (key: string) => {
    const query = withTab(key).toString();
    return query ? `/loginregister?${query}` : '/loginregister';
  };

  return (
    <>
      <h1>Login or Register</h1>
      {!registered && <LoginReason why={params.get('why')} next={params.get('next')} />}
      <div className="account-layout">
        <div>
          {registered ? (
            // The thank-you takes the focus that the form's button had, so a screen reader reads it out.
            <FocusRegion focusOn={registered}>
              <Banner kind="success" title="Thank you for registering">
                <p>{REGISTERED_TEXT.replace('Thank you for registering. ', '')}</p>
              </Banner>
            </FocusRegion>
          ) : (
            <Tabs
              label="Login or Register"
              tabs={TABS}
              selected={mode}
              onSelect={(key) => setParams(withTab(key), { replace: true })}
              hrefOf={hrefOf}
              halves
            >
              {mode === 'login' ? <LoginForm /> : <RegisterForm onRegistered={() => setRegistered(true)} />}
            </Tabs>
          )}
        </div>
        <aside className="panel account-info" aria-labelledby="membership-heading">
          <h2 id="membership-heading">Membership</h2>
          <p>{settings?.membershipFeeText}</p>
          <p>
            Register with your details, confirm your email address from the email we send you, and you can log
            in once an administrator has approved your membership.
          </p>
        </aside>
      </div>
    </>
  );
}
