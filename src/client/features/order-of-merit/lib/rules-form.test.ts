import { describe, expect, it } from 'vitest';
import { DEFAULT_MERIT_RULES } from '@shared/schemas/order-of-merit';
import { pointsIn, rulesFormSchema, rulesFormValues } from './rules-form';

function messages(values: Parameters<typeof rulesFormValues>[0] | Record<string, unknown>) {
  const parsed = rulesFormSchema(2026).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe("the order of merit's rules as the administrator types them", () => {
  it('shows the rules as they stand, and reads them back as the server takes them', () => {
    const values = rulesFormValues({ ...DEFAULT_MERIT_RULES, points: [...DEFAULT_MERIT_RULES.points] });
    expect(values).toEqual({
      points: '10, 8, 6, 5, 4, 3, 2, 1',
      bestOf: '',
      minEvents: '1',
      paidUpOnly: false,
    });
    expect(rulesFormSchema(2026).parse(values)).toEqual({
      year: 2026,
      points: [10, 8, 6, 5, 4, 3, 2, 1],
      bestOf: null,
      minEvents: 1,
      paidUpOnly: false,
    });
  });

  it('takes the points apart by commas, spaces or both; best of and events needed as whole numbers', () => {
    expect(pointsIn('25,18 15 ;12')).toEqual([25, 18, 15, 12]);
    expect(
      rulesFormSchema(2026).parse({ points: '25 18 15', bestOf: ' 4 ', minEvents: '3', paidUpOnly: true }),
    ).toMatchObject({ points: [25, 18, 15], bestOf: 4, minEvents: 3, paidUpOnly: true });
  });

  it("puts the shared schema's words on the box each is about, once", () => {
    expect(messages({ points: '10, eight, 12', bestOf: '0', minEvents: '', paidUpOnly: false })).toEqual({
      points: 'Give the points for 1st, 2nd and so on: 1 to 50 whole numbers from 0 to 1000',
      bestOf: 'Best of: how many results count, 1 to 50, or none for all of them',
      minEvents: 'Events needed: a whole number from 0 to 50',
    });
    expect(messages({ points: '8, 10', bestOf: '', minEvents: '1', paidUpOnly: false })).toEqual({
      points: 'A place must not earn more points than the place above it',
    });
  });
});
