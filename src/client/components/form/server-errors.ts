import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { firstMessage } from '@/lib/error-reader';
import { serverMessage } from './form-messages';

/**
 * A server 400 answer put where the member will see it: each field's first message on that field, and what is
 * left (the empty-string key, or another error) returned for the summary. `placeGeneral` may name the field a
 * form-level message is about (a refused PDF goes to the file field, where the administrator looks).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly (Path<T> & string)[],
  setError: UseFormSetError<T>,
  placeGeneral?: (message: string) => (Path<T> & string) | undefined,
): { onFields: number; general: string | null } {
  let onFields = 0;
  if (error instanceof ApiError && error.status === 400) {
    for (const name of fields) {
      const message = firstMessage(error.body, name);
      if (message) {
        setError(name, { type: 'server', message });
        onFields += 1;
      }
    }
  }
  const general = firstMessage(error instanceof ApiError ? error.body : undefined, '');
  const generalField = general ? placeGeneral?.(general) : undefined;
  if (general && generalField) {
    setError(generalField, { type: 'server', message: general });
    return { onFields: onFields + 1, general: null };
  }
  return { onFields, general: general ?? (onFields ? null : serverMessage(error)) };
}
