import { Link, useSearchParams } from 'react-router';
import { RESET_LINK_INVALID, updatePasswordSchema } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { FailedPage } from '@/components/failed-page';
import { QueryView } from '@/components/query-view';
import { usePageTitle } from '@/components/page-head';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useTokenInfo } from '../api/token-info';
import { useUpdatePassword } from '../api/update-password';
import { serverMessage } from '@/components/form/form-messages';
import { NewPasswordFields } from './account-fields';
import '../accounts.css';

/**
 * Spec §2 Reset password, and the invitation of an imported member (DESIGN.md): the server's
 * GET /api/account/tokeninfo says whether the link works and whether it is an invitation ('Set Your Password').
 */
export function PasswordResetScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const info = useTokenInfo(email, token);
  const heading = info.data?.purpose === 'invite' ? 'Set Your Password' : 'Change Your Password';
  usePageTitle(heading);

  const invalid = (message: string) => (
    <FailedPage heading={heading}>
      <p>{message}</p>
      <p>
        <Link to="/forgotpassword">Send me a new password reset email</Link>
      </p>
    </FailedPage>
  );
  return (
    <QueryView query={info} failed={(error) => invalid(serverMessage(error))}>
      {({ valid }) =>
        valid ? (
          <>
            <h1>{heading}</h1>
            <ResetForm email={email} token={token} title={heading} />
          </>
        ) : (
          invalid(RESET_LINK_INVALID)
        )
      }
    </QueryView>
  );
}

function ResetForm({ email, token, title }: { email: string; token: string; title: string }) {
  const mutation = useUpdatePassword();
  const { form, summary, problem, submit, field } = useSchemaForm(updatePasswordSchema, {
    title,
    fields: [
      ['password', 'reset-password'],
      ['confirmPassword', 'reset-confirm-password'],
    ],
    defaultValues: { email, token, password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  // Spec §5: a field's 'required' message only once it has been left (onTouched), or on Update. The password checks
  // its confirmation again only after the member has been in that field: before, it would say 'Confirm Password is
  // required' while the member is still typing it.
  const { touchedFields, isSubmitted } = form.formState;
  const recheckConfirm = touchedFields.confirmPassword || isSubmitted;

  if (mutation.isSuccess) {
    return (
      <Banner kind="success">
        <p>
          Your password has been updated <Link to="/loginregister">click here to login</Link>
        </p>
      </Banner>
    );
  }

  return (
    <SchemaForm
      label={`Password for ${email}`}
      onSubmit={submit((values) => mutation.mutateAsync(values))}
      problem={problem}
      summary={summary}
      submitLabel="Update"
      submitDisabled={!form.formState.isValid}
      pending={mutation.isPending}
      pendingLabel="Updating"
    >
      <p className="account-email">
        Email: <strong>{email}</strong>
      </p>
      <NewPasswordFields
        label="Password"
        password={field('password', { deps: recheckConfirm ? ['confirmPassword'] : [] })}
        confirm={field('confirmPassword')}
      />
    </SchemaForm>
  );
}
