import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, safeReturnPath } from '@shared/return-path';
import { INVALID_LOGIN, loginSchema } from '@shared/schemas/accounts';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { firstMessage } from '@/lib/error-reader';
import { useAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { useLogin } from '../api/login';
import { CURRENT_PASSWORD_FIELD, EMAIL_FIELD } from './account-fields';
import { EmailLinkRequest } from './email-link-request';

export interface SignedInMember {
  id: number;
  isAdmin: boolean;
}

/**
 * Spec §2 Login form. Login looks like the primary action it is even while the form is empty: pressed then, it
 * names the missing field instead of doing nothing. Disabled only while a request is pending; spinner after 150 ms.
 * Success goes to the page the address names in `next` (a page on this site only), else to /home (spec §2);
 * `onSignedIn` replaces that (the request to log in again keeps the member on their page).
 */
export function LoginForm({
  title = 'Login',
  onSignedIn,
}: {
  title?: string;
  onSignedIn?: (member: SignedInMember) => void;
}) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mutation = useLogin();
  const hydrated = useHydrated();
  const { form, summary, problem, setProblem, submit, field } = useSchemaForm(loginSchema, {
    title,
    fields: [
      ['username', 'login-username'],
      ['password', 'login-password'],
    ],
    defaultValues: { username: '', password: '' },
  });

  return (
    <SchemaForm
      label="Login"
      onSubmit={submit(async (values) => {
        try {
          const res = await mutation.mutateAsync(values);
          signIn({ id: res.id, isAdmin: res.is_admin, expiresAt: Date.parse(res.expires_at) });
          if (onSignedIn) onSignedIn({ id: res.id, isAdmin: res.is_admin });
          else navigate(safeReturnPath(params.get('next')) ?? HOME_PATH, { replace: true });
        } catch (err) {
          // Spec §8: 'Oops! Invalid login attempt, please try again', or the step the account still lacks.
          const message =
            err instanceof ApiError && err.status < 500 ? firstMessage(err.body, '') : undefined;
          setProblem(message ?? INVALID_LOGIN);
        }
      })}
      problem={problem}
      summary={summary}
      submitLabel="Login"
      pending={mutation.isPending}
      pendingLabel="Logging in"
      footer={
        <>
          <Link to="/forgotpassword" className="account-forgot">
            I Forgot My Password
          </Link>
          {/* Not in the dialog that asks to log in again: the link would take the member off their page. */}
          {!onSignedIn && (
            <EmailLinkRequest
              readEmail={() => form.getValues('username')}
              onEmailProblem={(message) => {
                if (message === null) return form.clearErrors('username');
                form.setError('username', { message });
                form.setFocus('username');
              }}
              next={params.get('next')}
              disabled={!hydrated}
            />
          )}
        </>
      }
    >
      <TextField {...EMAIL_FIELD} label="Email / UserName" autoComplete="username" {...field('username')} />
      <TextField label="Password" {...CURRENT_PASSWORD_FIELD} {...field('password')} />
    </SchemaForm>
  );
}
