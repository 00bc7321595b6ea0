import { useState } from 'react';
import { HOUSES } from '@shared/constants';
import { membershipDetailsSchema, type UserProfile } from '@shared/schemas/accounts';
import { formatHandicap } from '@shared/schemas/member-fields';
import { Banner } from '@/components/banner';
import { SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useUpdateMembershipDetails } from '../api/update-membership-details';

type Notice = { kind: 'success' | 'error'; title: string } | null;

/** Spec §2 My Profile, Membership Details: the same year-left and handicap ranges as registration. */
export function MembershipDetailsSection({ profile }: { profile: UserProfile }) {
  const mutation = useUpdateMembershipDetails();
  const [notice, setNotice] = useState<Notice>(null);
  const {
    form,
    summary,
    problem,
    submit,
    error: err,
  } = useSchemaForm(membershipDetailsSchema, {
    title: 'My Profile: Membership Details',
    fields: [
      ['year', 'membership-year'],
      ['schoolHouse', 'membership-house'],
      ['society', 'membership-society'],
      ['homeClub', 'membership-club'],
      ['handicap', 'membership-handicap'],
    ],
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

  return (
    <SchemaForm
      label="Membership Details"
      onSubmit={submit(
        async () => {
          setNotice(null);
          // Spec §3: howHear is always an empty string.
          await mutation.mutateAsync({ ...form.getValues(), howHear: '' });
          setNotice({ kind: 'success', title: 'Membership Details Updated' });
        },
        () => setNotice({ kind: 'error', title: 'Please complete all fields' }),
      )}
      notice={notice && <Banner kind={notice.kind} title={notice.title} />}
      problem={problem}
      problemBanner={(detail) => (
        <Banner kind="error" title="There was an error updating your membership details">
          {detail}
        </Banner>
      )}
      summary={summary}
      submitLabel="Save"
      pending={mutation.isPending}
      pendingLabel="Saving"
    >
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
    </SchemaForm>
  );
}
