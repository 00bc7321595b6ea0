import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { INVALID_LOGIN, loginSchema } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { firstMessage } from '@/lib/error-reader';
import { useAuth } from '@/lib/auth';
import { useLogin } from '../api/login';

type Input = z.input<typeof loginSchema>;
type Output = z.output<typeof loginSchema>;

/**
 * Spec §2 Login form. Login looks like the primary action it is even while the form is empty: pressed then, it
 * names the missing field instead of doing nothing. Disabled only while a request is pending; spinner after 150 ms.
 */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const mutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (res) => {
        signIn({ id: res.id, isAdmin: res.is_admin, expiresAt: Date.parse(res.expires_at) });
        navigate('/home');
      },
      onError: (err) => {
        const message = err instanceof ApiError && err.status < 500 ? firstMessage(err.body, '') : undefined;
        setFailure(`Oops! ${message ?? INVALID_LOGIN}`);
      },
    });
  });

  const errors = form.formState.errors;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Login">
      {failure && <Banner kind="error" title={failure} />}
      <TextField
        id="login-username"
        label="Email / UserName"
        type="email"
        autoComplete="username"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={mutation.isPending}>
          Login
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Logging in" />
        </span>
      </div>
      <Link to="/forgotpassword" className="account-forgot">
        I Forgot My Password
      </Link>
    </form>
  );
}
