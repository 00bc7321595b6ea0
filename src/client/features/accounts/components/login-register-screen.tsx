import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { REGISTERED_TEXT } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { usePageTitle } from '@/components/page-head';
import { useSiteSettings } from '@/lib/site-settings';
import { LoginForm } from './login-form';
import { LoginReason } from './login-reason';
import { RegisterForm } from './register-form';
import '../accounts.css';

type Mode = 'login' | 'register';
const TABS: { mode: Mode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'register', label: 'Register' },
];

/**
 * Spec §2 Login/Register: a Login / Register toggle (Login first), the membership fee panel, and after a
 * registration the thank-you text in place of both forms. Side by side from 725 px, stacked below.
 */
export function LoginRegisterScreen() {
  const [params] = useSearchParams();
  const settings = useSiteSettings();
  const [mode, setMode] = useState<Mode>('login');
  const [registered, setRegistered] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  usePageTitle(registered ? 'Thank you for registering' : mode === 'login' ? 'Login' : 'Register');

  // WAI-ARIA tabs: arrow keys move between Login and Register.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const i = (next + TABS.length) % TABS.length;
    setMode(TABS[i].mode);
    tabs.current[i]?.focus();
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
            <>
              <div className="account-tabs" role="tablist" aria-label="Login or Register">
                {TABS.map((t, i) => (
                  <button
                    key={t.mode}
                    ref={(el) => {
                      tabs.current[i] = el;
                    }}
                    type="button"
                    role="tab"
                    id={`tab-${t.mode}`}
                    aria-selected={mode === t.mode}
                    aria-controls={`panel-${t.mode}`}
                    tabIndex={mode === t.mode ? 0 : -1}
                    className="tab account-tabs__tab"
                    onClick={() => setMode(t.mode)}
                    onKeyDown={(e) => onKeyDown(e, i)}
                  >
                    {t.label}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id={`panel-${mode}`} aria-labelledby={`tab-${mode}`}>
                {mode === 'login' ? <LoginForm /> : <RegisterForm onRegistered={() => setRegistered(true)} />}
              </div>
            </>
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
