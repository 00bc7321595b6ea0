import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Banner } from '@/components/banner';
import { CheckboxField } from '@/components/form-fields';
import { SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

type Choices = Record<string, boolean>;

/**
 * A member's on/off choices (My Profile: Privacy, E-mail Preferences), on the one schema form: a checkbox per
 * choice ([name, input id, label]), saved by `save`, then the `saved` message. `intro` says what they are for.
 */
export function ChoicesForm<T extends Choices>({
  schema,
  title,
  label,
  values,
  choices,
  save,
  pending,
  saved,
  problemTitle,
  problemBanner,
  submitLabel,
  pendingLabel,
  intro,
}: {
  schema: z.ZodType<T, T>;
  title: string;
  label: string;
  values: T;
  choices: [keyof T & string, string, string][];
  save: (values: T) => Promise<unknown>;
  pending: boolean;
  saved: string;
  problemTitle?: string;
  problemBanner?: (problem: string) => ReactNode;
  submitLabel: string;
  pendingLabel: string;
  intro: ReactNode;
}) {
  const [done, setDone] = useState(false);
  const { form, summary, problem, submit } = useSchemaForm(schema as z.ZodType<Choices, Choices>, {
    title,
    fields: [],
    defaultValues: values,
  });
  return (
    <SchemaForm
      label={label}
      onSubmit={submit(async (chosen) => {
        setDone(false);
        await save(chosen as T);
        setDone(true);
      })}
      notice={done && <Banner kind="success" title={saved} />}
      problem={problem}
      problemTitle={problemTitle}
      problemBanner={problemBanner}
      summary={summary}
      submitLabel={submitLabel}
      pending={pending}
      pendingLabel={pendingLabel}
    >
      {intro}
      {choices.map(([name, id, text]) => (
        <CheckboxField key={name} id={id} label={text} {...form.register(name)} />
      ))}
    </SchemaForm>
  );
}
