import type { z } from 'zod';
import { offlineMemberSchema } from '@shared/schemas/offline-members';
import { TextField } from '@/components/form-fields';
import { HouseField, TitleField } from '@/components/society-choice-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { firstMessage } from '@/lib/error-reader';
import { ApiError } from '@/lib/api-client';
import { useAddOfflineMember } from '../api/add-offline-member';

type Input = z.input<typeof offlineMemberSchema>;

export const ADD_OFFLINE_HEADING_ID = 'add-offline-member';

/**
 * Members panel: add a member who has no e-mail address (decision 0042). The same title, house, year left and
 * handicap as registration; the mobile and postal address are optional. Such a member cannot sign in.
 */
export function AddOfflineMemberForm({ onAdded }: { onAdded: (name: string) => void }) {
  const mutation = useAddOfflineMember();
  const { form, summary, problem, setProblem, submit, field } = useSchemaForm(offlineMemberSchema, {
    title: 'Add a member without e-mail',
    fields: [
      ['title', 'offline-title'],
      ['firstName', 'offline-first-name'],
      ['lastName', 'offline-last-name'],
      ['mobileNumber', 'offline-mobile'],
      ['postalAddress', 'offline-address'],
      ['house', 'offline-house'],
      ['yearLeft', 'offline-year-left'],
      ['handicap', 'offline-handicap'],
    ],
    defaultValues: {
      title: '' as Input['title'],
      firstName: '',
      lastName: '',
      mobileNumber: '',
      postalAddress: '',
      house: '' as Input['house'],
      yearLeft: '',
      handicap: '',
    },
  });

  return (
    <section className="admin-offline" aria-labelledby={ADD_OFFLINE_HEADING_ID}>
      <h3 id={ADD_OFFLINE_HEADING_ID}>Add a member without e-mail</h3>
      <p>
        For a member who has no e-mail address and is telephoned instead. They cannot sign in: administrators
        and the fixture&rsquo;s managers enter them for golf days. Add their e-mail address later with
        &lsquo;Edit details&rsquo; and they will be invited to set a password.
      </p>
      <SchemaForm
        label="Add a member without e-mail"
        onSubmit={submit(async () => {
          const values = form.getValues();
          try {
            await mutation.mutateAsync(values);
            onAdded(`${values.firstName.trim()} ${values.lastName.trim()}`);
            form.reset();
          } catch (err) {
            setProblem(
              (err instanceof ApiError && firstMessage(err.body)) ||
                'The member could not be added. Please try again.',
            );
          }
        })}
        problem={problem}
        summary={summary}
        submitLabel="Add the member"
        pending={mutation.isPending}
        pendingLabel="Adding the member"
      >
        <TitleField {...field('title')} />
        <TextField label="First Name" autoComplete="off" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="off" {...field('lastName')} />
        <TextField
          label="Mobile (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint="For example 07700 900123"
          {...field('mobileNumber')}
        />
        <TextField
          label="Postal address (optional)"
          autoComplete="off"
          hint="One line, for example 3 Church Lane, Little Snoring"
          {...field('postalAddress')}
        />
        <HouseField {...field('house')} />
        <TextField
          label="Year Left"
          inputMode="numeric"
          className="input--short"
          hint="The year they left school, for example 1958"
          {...field('yearLeft')}
        />
        <TextField
          label="Handicap"
          className="input--short"
          hint="Their handicap index, for example 18.4, or +1.4 for a plus handicap"
          {...field('handicap')}
        />
      </SchemaForm>
    </section>
  );
}
