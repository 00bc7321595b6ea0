import { parseId } from '@shared/schemas/id-fields';
import { notFound } from './http-errors';

/** The id in an address; anything that cannot name a row is 404 with `message`, like an unknown id. */
export function idFromAddress(raw: string, message: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(message);
  return id;
}
