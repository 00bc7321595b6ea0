import { z } from 'zod';
import { parsePence } from '@shared/money';
import { settingsValuesSchema, type SettingsValues, type SiteSettings } from '@shared/schemas/settings';

/** The settings as the screen holds them: lists one to a line, the subscription in pounds as typed. */
export interface SettingsForm {
  societyName: string;
  shortName: string;
  primary: string;
  accent: string;
  houses: string;
  titles: string;
  membershipFeeText: string;
  welcomeText: string;
  foursomesText: string;
  contactEmail: string;
  subscription: string;
  paymentDetails: string;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export const settingsFormValues = (s: SiteSettings): SettingsForm => ({
  societyName: s.societyName,
  shortName: s.shortName,
  primary: s.colours.primary,
  accent: s.colours.accent,
  houses: s.houses.join('\n'),
  titles: s.titles.join('\n'),
  membershipFeeText: s.membershipFeeText,
  welcomeText: s.welcomeText,
  foursomesText: s.foursomesText,
  contactEmail: s.contactEmail,
  subscription: (s.subscriptionPence / 100).toFixed(2),
  paymentDetails: s.paymentDetails ?? '',
});

/** Which box a problem of the shared schema belongs to: the colours' contrast is the main colour's or the accent's. */
function boxOf(issue: z.core.$ZodIssue): string {
  const [first, second] = issue.path.map(String);
  if (first === 'colours') return second ?? (/accent/i.test(issue.message) ? 'accent' : 'primary');
  if (first === 'subscriptionPence') return 'subscription';
  return first ?? 'societyName';
}

/** The screen's values read as the server takes them, each problem on its box (the shared schema's words). */
export const settingsFormSchema = z
  .object({
    societyName: z.string(),
    shortName: z.string(),
    primary: z.string(),
    accent: z.string(),
    houses: z.string(),
    titles: z.string(),
    membershipFeeText: z.string(),
    welcomeText: z.string(),
    foursomesText: z.string(),
    contactEmail: z.string(),
    subscription: z.string(),
    paymentDetails: z.string(),
  })
  .transform((typed, ctx): SettingsValues => {
    const pence = parsePence(typed.subscription);
    const parsed = settingsValuesSchema.safeParse({
      societyName: typed.societyName,
      shortName: typed.shortName,
      colours: { primary: typed.primary, accent: typed.accent },
      houses: lines(typed.houses),
      titles: lines(typed.titles),
      membershipFeeText: typed.membershipFeeText,
      welcomeText: typed.welcomeText,
      foursomesText: typed.foursomesText,
      contactEmail: typed.contactEmail,
      subscriptionPence: pence ?? Number.NaN,
      paymentDetails: typed.paymentDetails,
    });
    if (parsed.success) return parsed.data;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const box = boxOf(issue);
      if (seen.has(box)) continue;
      seen.add(box);
      const message =
        box === 'subscription' && pence === null
          ? 'Enter the subscription in pounds, like 30.00'
          : issue.message;
      ctx.addIssue({ code: 'custom', path: [box], message });
    }
    return z.NEVER;
  });

export const SETTINGS_FIELDS: [keyof SettingsForm, string][] = [
  ['societyName', 'settings-societyName'],
  ['shortName', 'settings-shortName'],
  ['primary', 'settings-primary'],
  ['accent', 'settings-accent'],
  ['houses', 'settings-houses'],
  ['titles', 'settings-titles'],
  ['membershipFeeText', 'settings-membershipFeeText'],
  ['welcomeText', 'settings-welcomeText'],
  ['foursomesText', 'settings-foursomesText'],
  ['contactEmail', 'settings-contactEmail'],
  ['subscription', 'settings-subscription'],
  ['paymentDetails', 'settings-paymentDetails'],
];
