import { sendResetEmailSchema } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSendResetEmail } from '../api/send-reset-email';
import { EMAIL_FIELD } from './account-fields';
import '../accounts.css';

/** Spec §2 Forgot password: Send is disabled while the address is missing or not valid. */
export function ForgotPasswordScreen() {
  const mutation = useSendResetEmail();
  const { form, summary, problem, submit, field } = useSchemaForm(sendResetEmailSchema, {
    title: 'Forgot Password',
    fields: [['emailAddress', 'forgot-email']],
    defaultValues: { emailAddress: '' },
    mode: 'onTouched',
  });

  return (
    <>
      <h1>Please Enter Your Email Address To Receive A Password Reset Email</h1>
      {mutation.isSuccess ? (
        <Banner kind="success" title="Please check your email and follow the link to reset your password" />
      ) : (
        <SchemaForm
          label="Forgot password"
          onSubmit={submit((values) => mutation.mutateAsync(values))}
          problem={problem}
          summary={summary}
          submitLabel="Send"
          submitDisabled={!form.formState.isValid}
          pending={mutation.isPending}
          pendingLabel="Sending"
        >
          <TextField {...EMAIL_FIELD} {...field('emailAddress')} />
        </SchemaForm>
      )}
    </>
  );
}
