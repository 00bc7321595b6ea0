import { describe, expect, it } from 'vitest';
import { judgeBooking, orList } from './booking-rules';

const menu = { guestsPerMember: 2, dinner: { choices: ['Beef', 'Salmon', 'Vegetarian'], dinnerOnly: true } };
const jane = (choice: string | null) => ({
  name: 'Jane Doe',
  handicap: null,
  dinner: { choice, dietary: null },
});

describe('a booking against the fixture', () => {
  it('keeps a good booking, with the menu’s own spelling of a choice', () => {
    expect(
      judgeBooking(menu, {
        guests: [jane('salmon')],
        dinner: { choice: 'BEEF', dietary: 'No nuts' },
        dinnerOnly: false,
      }),
    ).toEqual({
      booking: {
        guests: [jane('Salmon')],
        dinner: { choice: 'Beef', dietary: 'No nuts' },
        dinnerOnly: false,
      },
    });
  });

  it('says which rule a bad booking breaks, by field', () => {
    expect(
      judgeBooking(
        { ...menu, guestsPerMember: 0 },
        { guests: [jane(null)], dinner: null, dinnerOnly: false },
      ),
    ).toEqual({
      problems: {
        guests: [
          'This fixture does not allow guests',
          'Jane Doe: Choose Beef, Salmon or Vegetarian for the dinner',
        ],
      },
    });
    expect(
      judgeBooking(menu, { guests: [], dinner: { choice: 'Lobster', dietary: null }, dinnerOnly: false }),
    ).toEqual({
      problems: { dinner: ['Lobster is not on the menu for this dinner; choose Beef, Salmon or Vegetarian'] },
    });
    expect(
      judgeBooking({ guestsPerMember: 1, dinner: null }, { guests: [], dinner: null, dinnerOnly: true }),
    ).toEqual({ problems: { dinnerOnly: ['This fixture has no dinner-only places'] } });
  });

  it('makes a dinner-only booking dine, the member and each guest', () => {
    const out = judgeBooking(
      { guestsPerMember: 1, dinner: { choices: [], dinnerOnly: true } },
      { guests: [{ name: 'Jane Doe', handicap: null, dinner: null }], dinner: null, dinnerOnly: true },
    );
    expect(out).toEqual({
      booking: {
        guests: [{ name: 'Jane Doe', handicap: null, dinner: { choice: null, dietary: null } }],
        dinner: { choice: null, dietary: null },
        dinnerOnly: true,
      },
    });
  });

  it('lists choices as people say them', () => {
    expect([orList(['Beef']), orList(['Beef', 'Fish']), orList(['A', 'B', 'C'])]).toEqual([
      'Beef',
      'Beef or Fish',
      'A, B or C',
    ]);
  });
});
