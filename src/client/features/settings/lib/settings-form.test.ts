import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOURS, DEFAULT_HOUSES } from '@shared/schemas/settings';
import { settingsFormSchema, settingsFormValues } from './settings-form';

const settings = {
  societyName: 'Old Boys Golf Society',
  shortName: 'OBGS',
  crestUrl: '/crest.svg',
  colours: DEFAULT_COLOURS,
  houses: DEFAULT_HOUSES,
  titles: ['Mr', 'Dr'],
  membershipFeeText: 'Membership costs £30 per year.',
  welcomeText: 'Welcome.',
  foursomesText: 'Foursomes.',
  contactEmail: 'secretary@society.example',
  subscriptionPence: 3000,
  paymentDetails: null,
};

const problems = (changes: Record<string, string>) => {
  const parsed = settingsFormSchema.safeParse({ ...settingsFormValues(settings), ...changes });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the settings screen', () => {
  it('reads the lists one to a line and the subscription in pounds', () => {
    const values = settingsFormSchema.parse({
      ...settingsFormValues(settings),
      houses: 'Kipling\n\n  Sergeant \n',
      subscription: '£35',
    });
    expect(values).toMatchObject({
      houses: ['Kipling', 'Sergeant'],
      subscriptionPence: 3500,
      paymentDetails: null,
    });
  });

  it("puts each problem on its box: a colour's contrast, an empty list, an amount", () => {
    expect(problems({ primary: '#ffeb3b', houses: ' ', subscription: 'thirty' })).toEqual({
      primary: expect.stringMatching(/White text on the main colour/),
      houses: 'Houses must have at least one house',
      subscription: 'Enter the subscription in pounds, like 30.00',
    });
    expect(problems({ accent: '#c9a227' })).toEqual({ accent: expect.stringMatching(/accent colour/) });
  });
});
