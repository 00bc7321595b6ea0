import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { usePageTitle } from '@/components/page-head';
import { ApiError } from '@/lib/api-client';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { SESSION_ENDED_NOT_SAVED } from './form-messages';
import { summaryOf, useSubmitSummary } from './form-summary';
import { applyServerErrors } from './server-errors';

/**
 * The one way to build a form: React Hook Form over the shared Zod schema. `fields` lists the form's fields in
 * order with their input ids (for the GOV.UK error summary); the page title starts 'Error:' while errors show;
 * `submit` runs `save` with the parsed values and puts a server 400 on the fields, or what is left in `problem`.
 * `mode` is when fields are checked (after a submit attempt by default; 'onTouched' for a form whose button waits
 * for valid input); `placeGeneral` names the field a form-level server message is about, if any.
 * `field(name)` binds an input: its id (from `fields`; a field not listed there takes its name), its error and its
 * registration, as `<TextField label="Email" {...field('email')} />`.
 * `saves` counts the saves that succeeded since the last attempt began (for `<SavedNotice count={saves} …>`).
 * A form with changes not yet saved keeps its page when the session ends (lib/auth.tsx asks for a login instead).
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  {
    title,
    fields,
    defaultValues,
    mode = 'onSubmit',
    placeGeneral,
  }: {
    title: string;
    fields: [Path<z.input<S>> & string, string][];
    defaultValues: DefaultValues<z.input<S>>;
    mode?: Mode;
    placeGeneral?: (message: string) => (Path<z.input<S>> & string) | undefined;
  },
) {
  type Input = z.input<S>;
  type Output = z.output<S>;
  const form = useForm<Input, unknown, Output>({
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    mode,
    // The resolver's own generics cannot follow a generic schema; the schema's input and output types are the form's.
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    defaultValues,
  });
  const summary = useSubmitSummary<Input>(fields);
  // The summary keeps the last attempt's messages (it must not move the focus while the member types), and goes
  // once every field it lists has been put right; it comes back only with the next attempt.
  const stillWrong = summaryOf(form.formState.errors, fields).length > 0;
  const { clear } = summary;
  // (While a submit runs, the form's errors may not have caught up with the summary yet.)
  const putRight = summary.errors.length > 0 && !form.formState.isSubmitting && !stillWrong;
  useEffect(() => {
    if (putRight) clear();
  }, [putRight, clear]);
  const [problem, showProblem] = useState<string | null>(null);
  /** The problem the last save left, read as soon as the save returns (state would show it only next render). */
  const lastProblem = useRef<string | null>(null);
  const setProblem = useCallback((message: string | null) => {
    lastProblem.current = message;
    showProblem(message);
  }, []);
  // Changes are unsaved from the first keystroke until a save succeeds, and again from the next change.
  const [saved, setSaved] = useState(false);
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    const subscription = form.watch(() => setSaved(false));
    return () => subscription.unsubscribe();
  }, [form]);
  useUnsavedChanges(form.formState.isDirty && !saved);
  const hasErrors = summary.errors.length > 0 || problem !== null;
  usePageTitle(title, hasErrors);

  /** `save` may also call setProblem itself (a message the spec words its own way) instead of throwing. */
  const submit = (
    save: (values: Output) => Promise<unknown>,
    onInvalid?: (errors: FieldErrors<Input>) => void,
  ) => {
    const handle = form.handleSubmit(
      async (values) => {
        setProblem(null);
        summary.clear();
        try {
          await save(values);
          if (lastProblem.current === null) {
            setSaved(true);
            setSaves((n) => n + 1);
          }
        } catch (err) {
          if (err instanceof ApiError && err.status === 401) {
            setProblem(SESSION_ENDED_NOT_SAVED);
            return;
          }
          const placed = applyServerErrors<Input>(
            err,
            fields.map(([name]) => name),
            form.setError,
            placeGeneral,
          );
          setProblem(placed.general);
          if (placed.onFields) summary.onInvalid(form.formState.errors);
        }
      },
      (errors) => {
        setProblem(null);
        summary.onInvalid(errors);
        onInvalid?.(errors);
      },
    );
    return (event?: BaseSyntheticEvent) => {
      setSaves(0);
      return handle(event);
    };
  };

  const error = (name: Path<Input>) => {
    const e = form.getFieldState(name, form.formState).error;
    return typeof e?.message === 'string' ? e.message : undefined;
  };

  const field = <N extends Path<Input>>(name: N, options?: RegisterOptions<Input, N>) => ({
    id: fields.find(([f]) => f === name)?.[1] ?? name,
    error: error(name),
    ...form.register(name, options),
  });

  return { form, summary, problem, setProblem, submit, error, field, saves };
}
