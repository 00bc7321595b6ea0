import { fieldErrors } from './http-errors';

/**
 * A house or title checked against the society's lists (decision 0059): one on the list is taken, and so is the
 * value the member already has (`kept`), though the administrator has since taken it off the list, so that a save
 * that does not change it goes through. Anything else is refused, naming the field.
 */
export function refuseUnlisted(
  choices: readonly string[] | undefined,
  value: string | null | undefined,
  field: string,
  message: string,
  kept?: string | null,
) {
  if (!value || !choices || value === kept || choices.includes(value)) return;
  throw fieldErrors({ [field]: [message] });
}
