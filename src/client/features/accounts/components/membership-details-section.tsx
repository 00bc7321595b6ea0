import { useRef, useState } from 'react';
import { membershipDetailsSchema, type UserProfile } from '@shared/schemas/accounts';
import { formatHandicap } from '@shared/handicaps';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { TextField } from '@/components/form-fields';
import { HouseField } from '@/components/society-choice-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useUpdateMembershipDetails } from '../api/update-membership-details';
import { HANDICAP_FIELD, YEAR_LEFT_FIELD } from './account-fields';

/** Spec §2 My Profile, Membership Details: the same year-left and handicap ranges as registration. */

export function MembershipDetailsSection({ profile }: { profile: UserProfile }) {
  const opened = useRef(profile.versions.membership);
  const mutation = useUpdateMembershipDetails();
  // A house since taken off the list stays the member's own choice until they change it.
  const kept = profile.schoolHouse;
  const [notice, setNotice] = useState<Notice | null>(null);
  const { form, summary, problem, submit, field } = useSchemaForm(membershipDetailsSchema, {
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
          // Spec §3: howHear is always an empty string. The version of the section this form was filled from: a
          // save over someone else's change since (the secretary's, say) is refused.
          const saved = await mutation.mutateAsync({
            ...form.getValues(),
            howHear: '',
            version: opened.current,
          });
          opened.current = saved.versions.membership;
          setNotice({ kind: 'success', title: 'Membership Details Updated' });
        },
        () => setNotice({ kind: 'error', title: 'Please complete all fields' }),
      )}
      notice={<FocusRegion focusOn={notice}>{notice && <Banner {...notice} />}</FocusRegion>}
      problem={problem}
      problemTitle="There was an error updating your membership details"
      summary={summary}
      submitLabel="Save"
      pending={mutation.isPending}
      pendingLabel="Saving"
    >
      <TextField {...YEAR_LEFT_FIELD} {...field('year')} />
      <HouseField label="School House" kept={kept} {...field('schoolHouse')} />
      <TextField label="Society" {...field('society')} />
      <TextField label="Club Memberships" {...field('homeClub')} />
      <TextField {...HANDICAP_FIELD} {...field('handicap')} />
    </SchemaForm>
  );
}
