import { formatHandicap } from '@shared/schemas/member-fields';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { HOUSES } from '@shared/constants';
import { membershipDetailsSchema, type UserProfile } from '@shared/schemas/accounts';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { SelectField, TextField } from '@/components/form-fields';
import { Spinner } from '@/components/spinner';
import { useUpdateMembershipDetails } from '../api/update-membership-details';
import { serverMessage, useSubmitSummary } from '@/components/form/form-summary';

type Input = z.input<typeof membershipDetailsSchema>;
type Output = z.output<typeof membershipDetailsSchema>;
type Outcome = { kind: 'success' | 'error'; title: string; detail?: string } | null;

const FIELDS: [keyof Input & string, string][] = [
  ['year', 'membership-year'],
  ['schoolHouse', 'membership-house'],
  ['society', 'membership-society'],
  ['homeClub', 'membership-club'],
  ['handicap', 'membership-handicap'],
];

/** Spec §2 My Profile, Membership Details: the same year-left and handicap ranges as registration. */
export function MembershipDetailsSection({ profile }: { profile: UserProfile }) {
  const mutation = useUpdateMembershipDetails();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Input, unknown, Output>({
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    resolver: zodResolver(membershipDetailsSchema),
    defaultValues: {
      id: profile.id,
      year: profile.year === null ? '' : String(profile.year),
      schoolHouse: profile.schoolHouse ?? '',
      homeClub: profile.homeClub ?? '',
      society: profile.society ?? '',
      handicap: formatHandicap(profile.handicap),
      howHear: '',
    },
  });
  const { errors } = form.formState;
  const summary = useSubmitSummary<Input>(FIELDS);

  const submit = form.handleSubmit(
    () => {
      setOutcome(null);
      summary.clear();
      // Spec §3: howHear is always an empty string.
      mutation.mutate(
        { ...form.getValues(), howHear: '' },
        {
          onSuccess: () => setOutcome({ kind: 'success', title: 'Membership Details Updated' }),
          onError: (err) =>
            setOutcome({
              kind: 'error',
              title: 'There was an error updating your membership details',
              detail: serverMessage(err),
            }),
        },
      );
    },
    (invalid) => {
      summary.onInvalid(invalid);
      setOutcome({ kind: 'error', title: 'Please complete all fields' });
    },
  );

  const err = (name: keyof Input) => errors[name]?.message;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Membership Details">
      {outcome && (
        <Banner kind={outcome.kind} title={outcome.title}>
          {outcome.detail}
        </Banner>
      )}
      <ErrorSummary key={summary.attempt} errors={summary.errors} />
      <TextField
        id="membership-year"
        label="Year Left"
        inputMode="numeric"
        className="input--short"
        error={err('year')}
        {...form.register('year')}
      />
      <SelectField
        id="membership-house"
        label="School House"
        options={HOUSES}
        placeholder="Please choose a house"
        error={err('schoolHouse')}
        {...form.register('schoolHouse')}
      />
      <TextField
        id="membership-society"
        label="Society"
        error={err('society')}
        {...form.register('society')}
      />
      <TextField
        id="membership-club"
        label="Club Memberships"
        error={err('homeClub')}
        {...form.register('homeClub')}
      />
      <TextField
        id="membership-handicap"
        label="Handicap"
        hint="Your handicap index, for example 10.2, or +1.4 for a plus handicap (from +10.0 to 54.0)"
        inputMode="text"
        className="input--short"
        error={err('handicap')}
        {...form.register('handicap')}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={mutation.isPending}>
          Save
        </button>
        <span className="account-spinner-slot">
          <Spinner active={mutation.isPending} label="Saving" />
        </span>
      </div>
    </form>
  );
}
