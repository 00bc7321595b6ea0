import { setupAdministratorSchema } from '@shared/schemas/setup';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAuth } from '@/lib/auth';
import { useCreateFirstAdministrator } from '../api/create-first-administrator';
import { EMAIL_FIELD, NewPasswordFields } from './account-fields';

/**
 * The first run's first step (decision 0063): the secretary becomes the first administrator, with the rules of
 * registration for each field, and is signed in.
 */
export function FirstAdministratorForm({ token, onCreated }: { token: string; onCreated: () => void }) {
  const mutation = useCreateFirstAdministrator();
  const { signIn } = useAuth();
  const { submit, field, problem, summary } = useSchemaForm(setupAdministratorSchema, {
    title: 'Set up the site',
    fields: [
      ['firstName', 'setup-first-name'],
      ['lastName', 'setup-last-name'],
      ['email', 'setup-email'],
      ['password', 'setup-password'],
      ['confirmPassword', 'setup-confirm-password'],
    ],
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  return (
    <SchemaForm
      label="The first administrator"
      heading={<h2>1. You, the first administrator</h2>}
      onSubmit={submit(async (body) => {
        const res = await mutation.mutateAsync({ token, body });
        signIn({ id: res.id, isAdmin: res.is_admin, expiresAt: Date.parse(res.expires_at) });
        onCreated();
      })}
      problem={problem}
      problemTitle="The administrator was not created"
      summary={summary}
      submitLabel="Create the administrator"
      pending={mutation.isPending}
      pendingLabel="Creating the administrator"
    >
      <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      <TextField {...EMAIL_FIELD} hint="You sign in with it." {...field('email')} />
      <NewPasswordFields
        label="Password"
        password={field('password', { deps: ['confirmPassword'] })}
        confirm={field('confirmPassword')}
      />
    </SchemaForm>
  );
}
