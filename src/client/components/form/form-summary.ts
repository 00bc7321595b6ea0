import { useCallback, useState } from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { SummaryError } from '@/components/error-summary';

/**
 * The GOV.UK error summary's entries, in the order of the form's fields: [field name, input id]. A name may be a
 * path into a group of fields ('audience.house').
 */
export function summaryOf<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: [string, string][],
): SummaryError[] {
  const out: SummaryError[] = [];
  for (const [name, fieldId] of fields) {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) out.push({ fieldId, message });
  }
  return out;
}

/**
 * The error summary as of the last submit attempt. (The shared ErrorSummary takes the focus whenever its
 * number of messages changes; fed live errors, it would steal the focus while the member types.) Render it
 * as <ErrorSummary key={attempt} errors={errors} /> so each attempt focuses it again.
 */
export function useSubmitSummary<T extends FieldValues>(fields: [string, string][]) {
  const [state, setState] = useState<{ errors: SummaryError[]; attempt: number }>({ errors: [], attempt: 0 });
  const onInvalid = (errors: FieldErrors<T>) =>
    setState((s) => ({ errors: summaryOf(errors, fields), attempt: s.attempt + 1 }));
  const clear = useCallback(
    () => setState((s) => (s.errors.length ? { errors: [], attempt: s.attempt } : s)),
    [],
  );
  return { ...state, onInvalid, clear };
}
