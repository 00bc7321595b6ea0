// The choices a form takes from the society's settings: the titles, and the houses.
import { forwardRef, type ComponentProps } from 'react';
import { useSiteSettings } from '@/lib/site-settings';
import { SelectField } from './form-fields';

type ChoiceProps = Omit<ComponentProps<typeof SelectField>, 'options' | 'placeholder' | 'label'> & {
  label?: string;
};

/** The title, from the society's list. */
export const TitleField = forwardRef<HTMLSelectElement, ChoiceProps>(function TitleField(props, ref) {
  const settings = useSiteSettings();
  return (
    <SelectField
      ref={ref}
      label="Title"
      options={settings?.titles ?? []}
      placeholder="Please select a title"
      {...props}
    />
  );
});

/** The house, from the society's list; `kept`, a house since taken off the list, stays first among them. */
export const HouseField = forwardRef<HTMLSelectElement, ChoiceProps & { kept?: string | null }>(
  function HouseField({ kept, ...props }, ref) {
    const houses = useSiteSettings()?.houses ?? [];
    return (
      <SelectField
        ref={ref}
        label="House"
        options={kept && !houses.includes(kept) ? [kept, ...houses] : houses}
        placeholder="Please choose a house"
        {...props}
      />
    );
  },
);
