import { z } from 'zod';
import { splitEmails } from '../email-lists';
import { formText } from './content-fields';
import { refuse } from './refuse';

const emailPattern = z.email();

/**
 * Addresses typed as one text separated by ';' (or sent as a list, with `lists`): 1000 characters at most
 * ('{label} must be 1000 characters or fewer'), and each a valid address ('{address} is not a valid email address',
 * DESIGN.md). `lowerCase` keeps them in lower case.
 */
export const emailListField = (
  label: string,
  { lists = false, lowerCase = false }: { lists?: boolean; lowerCase?: boolean } = {},
) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const raw = lists && Array.isArray(v) ? v.map(formText).join(';') : formText(v);
      if (raw.length > 1000) return refuse(ctx, `${label} must be 1000 characters or fewer`);
      const split = splitEmails(raw);
      const addresses = lowerCase ? split.map((a) => a.toLowerCase()) : split;
      let ok = true;
      for (const a of addresses) {
        if (a.length > 254 || !emailPattern.safeParse(a).success) {
          ctx.addIssue({ code: 'custom', message: `${a.slice(0, 254)} is not a valid email address` });
          ok = false;
        }
      }
      if (!ok) return z.NEVER;
      return addresses;
    });
