import { z } from 'zod';
import { AA_CONTRAST, WHITE, contrastRatio, isHexColour, ratioText } from '../colour-contrast';
import {
  controlCharactersMessage,
  hasNoControlCharacters,
  hasNoLineBreaks,
  lineBreaksMessage,
} from './control-characters';

/**
 * The society's settings (DESIGN.md 'Society settings'): what the administrator changes without a programmer. The
 * environment's SOCIETY_NAME, CONTACT_EMAIL and PAYMENT_DETAILS are only the first values (decision 0059).
 */

export { DEFAULT_HOUSES, DEFAULT_TITLES } from '../society-list-defaults';

export const DEFAULT_COLOURS = { primary: '#0b3d2e', accent: '#8a6d0b' };
export const DEFAULT_SUBSCRIPTION_PENCE = 3000;

export const DEFAULT_MEMBERSHIP_FEE_TEXT =
  'Membership costs £30 per year, payable by standing order, and allows you to play in any of the society’s events.';

/** The home page's welcome (spec §1), in the settings' plain text: [words](/path) is a link, '- ' a list's line. */
export const DEFAULT_WELCOME_TEXT = `The society organises golf days through the year at prestigious courses, mostly in southern England, many of them among the top 100 courses. You can see the [courses we play](/courses).

Our events fall into three categories:

- friendly matches against other schools’ old boys;
- old boys only events: the Spring, Autumn and Seniors meetings;
- scratch representative matches.

Please see the [fixture list](/fixtures) and register your interest.`;

/** The scratch foursomes page's text (spec §2), in the same plain text; **words** are bold. */
export const DEFAULT_FOURSOMES_TEXT = `Each season the Captain selects three teams to represent the society in the scratch foursomes competitions. Selection is based on handicap and on form at the Spring or Autumn Meetings, and for one of the matches there is a trial in February.

The society enters three scratch team matches:

- **The Halford Hewitt**, the old boys’ foursomes played each spring at Royal Cinque Ports and Royal St George’s;
- **The Grafton Morrish**, for teams of six, played at Hunstanton and Royal West Norfolk;
- **The Cyril Gray**, for older golfers, with competitions for the over-55s, the over-65s and the over-75s.

A single-figure handicap is generally needed to be selected.`;

export const SETTINGS_LIMITS = {
  societyName: 100,
  shortName: 30,
  house: 40,
  houses: 60,
  title: 20,
  titles: 60,
  membershipFeeText: 1000,
  welcomeText: 5000,
  foursomesText: 5000,
  paymentDetails: 500,
  subscriptionPence: 100_000,
} as const;

/** The largest crest taken: a PNG or an SVG of up to 500 KB. */
export const MAX_CREST_BYTES = 500 * 1024;

export const siteSettingsSchema = z.object({
  societyName: z.string(),
  shortName: z.string(),
  /** The crest's address: the one uploaded, or the site's own. */
  crestUrl: z.string(),
  colours: z.object({ primary: z.string(), accent: z.string() }),
  houses: z.array(z.string()),
  titles: z.array(z.string()),
  membershipFeeText: z.string(),
  welcomeText: z.string(),
  foursomesText: z.string(),
  contactEmail: z.string(),
  subscriptionPence: z.number().int(),
  paymentDetails: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const text = (label: string, max: number, oneLine: boolean) =>
  z
    .string({ error: `${label} is required` })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .refine((v) => v.length > 0, `${label} is required`)
    .refine((v) => v.length <= max, `${label} must be ${max.toLocaleString('en-GB')} characters or fewer`)
    .refine(hasNoControlCharacters, controlCharactersMessage(label))
    .refine((v) => !oneLine || hasNoLineBreaks(v), lineBreaksMessage(label));

/** A list the administrator edits (houses, titles): names on one line each, none twice, at least one. */
const nameList = (label: string, one: string, max: number, most: number) =>
  z
    .array(z.string(), { error: `${label} must be a list` })
    .transform((items) => items.map((v) => v.trim()).filter(Boolean))
    .superRefine((items, ctx) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (items.length === 0) return problem(`${label} must have at least one ${one}`);
      if (items.length > most) return problem(`${label} may have at most ${most} names`);
      const long = items.find((v) => v.length > max);
      if (long) return problem(`${label}: '${long.slice(0, 20)}…' must be ${max} characters or fewer`);
      if (!items.every((v) => hasNoControlCharacters(v) && hasNoLineBreaks(v)))
        return problem(controlCharactersMessage(label));
      const seen = new Set<string>();
      for (const v of items) {
        const key = v.toLowerCase();
        if (seen.has(key)) return problem(`${label}: '${v}' is in the list twice`);
        seen.add(key);
      }
    });

const colourField = (label: string) =>
  z
    .string({ error: `${label} must be a colour like #0b3d2e` })
    .trim()
    .refine(isHexColour, `${label} must be a colour like #0b3d2e`)
    .transform((v) => v.toLowerCase());

/** The two colours, each readable: white text on the primary, and the primary and the accent on white (WCAG AA). */
export const coloursField = z
  .object(
    { primary: colourField('Main colour'), accent: colourField('Accent colour') },
    { error: 'Colours are required' },
  )
  .superRefine((c, ctx) => {
    // A colour not written #rrggbb has been refused already.
    if (!isHexColour(c.primary) || !isHexColour(c.accent)) return;
    const check = (ratio: number, message: string) => {
      if (ratio < AA_CONTRAST)
        ctx.addIssue({
          code: 'custom',
          message: `${message} (${ratioText(ratio)}; it must be at least ${AA_CONTRAST}:1)`,
        });
    };
    check(contrastRatio(WHITE, c.primary), 'White text on the main colour is too hard to read');
    check(contrastRatio(c.accent, WHITE), 'The accent colour on white is too hard to read');
  });

export const settingsValuesSchema = z.object({
  societyName: text('Society name', SETTINGS_LIMITS.societyName, true),
  shortName: text('Short name', SETTINGS_LIMITS.shortName, true),
  colours: coloursField,
  houses: nameList('Houses', 'house', SETTINGS_LIMITS.house, SETTINGS_LIMITS.houses),
  titles: nameList('Titles', 'title', SETTINGS_LIMITS.title, SETTINGS_LIMITS.titles),
  membershipFeeText: text('Membership fee text', SETTINGS_LIMITS.membershipFeeText, false),
  welcomeText: text('Welcome text', SETTINGS_LIMITS.welcomeText, false),
  foursomesText: text('Scratch foursomes text', SETTINGS_LIMITS.foursomesText, false),
  contactEmail: z
    .string({ error: 'Contact address is required' })
    .trim()
    .min(1, 'Contact address is required')
    .max(254, 'Enter the contact address as an e-mail address, like secretary@example.org')
    .pipe(z.email('Enter the contact address as an e-mail address, like secretary@example.org'))
    .transform((v) => v.toLowerCase()),
  subscriptionPence: z
    .number({ error: 'Subscription must be an amount in whole pence' })
    .int('Subscription must be an amount in whole pence')
    .min(0, 'Subscription must be from £0 to £1,000')
    .max(SETTINGS_LIMITS.subscriptionPence, 'Subscription must be from £0 to £1,000'),
  paymentDetails: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v?.replace(/\r\n?/g, '\n').trim() || null)
    .refine(
      (v) => v === null || v.length <= SETTINGS_LIMITS.paymentDetails,
      `Bank details must be ${SETTINGS_LIMITS.paymentDetails} characters or fewer`,
    )
    .refine(hasNoControlCharacters, controlCharactersMessage('Bank details')),
});
export type SettingsValues = z.output<typeof settingsValuesSchema>;
export type SettingsInput = z.input<typeof settingsValuesSchema>;
