import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/form-fields';
import { useAudienceFixtures } from '../api/list-fixtures';

/**
 * The optional 'Count me in' button of an announcement: a fixture still open for sign-up, for which every
 * recipient gets a one-click link of their own.
 */
export function CountMeInField({ field }: { field: UseFormRegisterReturn & { id: string; error?: string } }) {
  const fixtures = useAudienceFixtures(new Date().getFullYear());
  const open = (fixtures.data ?? []).filter((f) => f.canRegister);
  return (
    <SelectField
      label="“Count me in” button (optional)"
      hint="Each member who receives it gets a button of their own that signs them up for this fixture, or puts them on its waiting list when it is full. It works until the fixture starts."
      options={open.map((f) => ({ value: String(f.id), label: `${f.event}, ${f.fixtureDate}` }))}
      placeholder={fixtures.isPending ? 'Loading the fixtures…' : 'No button'}
      {...field}
    />
  );
}
