import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmEmail } from '../api/confirm-email';

/** Spec §2: reads email and token, asks the server, and goes to /emailconfirmed on 1, else /emailnotconfirmed. */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const go = (ok: boolean) => navigate(ok ? '/emailconfirmed' : '/emailnotconfirmed', { replace: true });
    if (!email || !token) return void go(false);
    confirmEmail({ email, token }).then(
      (result) => go(result === 1),
      () => go(false),
    );
  }, [email, token, navigate]);

  return null;
}
