import { describe, expect, it } from 'vitest';
import { whiteTee } from '@shared/golf/worked-examples/tees';
import {
  cardFormSchema,
  cardSummaryFields,
  cardValues,
  emptyCard,
  OTHER_GUEST,
  playerOf,
  pointsText,
  runningFigures,
  shotsText,
  type CardFormValues,
} from './card-form';

const typed = (over: Partial<CardFormValues> = {}): CardFormValues => ({
  ...emptyCard(),
  player: 'member:12',
  handicapIndex: '12.4',
  holes: [...'5 4 3 7 4 4 3 4 5 4 3 5 4 4 4 3 5 4'.split(' ')],
  ...over,
});

function messages(values: CardFormValues): Record<string, string[]> {
  const parsed = cardFormSchema(7).safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('a card as typed at the bar', () => {
  it('reads into the card the server takes: a member, a plus index, an empty box as no score', () => {
    const holes = typed().holes;
    holes[16] = ' ';
    expect(cardFormSchema(7).parse(typed({ handicapIndex: '+1.4', holes }))).toEqual({
      fixtureId: 7,
      memberId: 12,
      handicapIndex: -1.4,
      holes: [5, 4, 3, 7, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, null, 4],
    });
  });

  it('reads a booked guest and a guest not on the list by name', () => {
    expect(cardFormSchema(7).parse(typed({ player: 'guest:Tom Brown' }))).toMatchObject({
      guestName: 'Tom Brown',
    });
    expect(cardFormSchema(7).parse(typed({ player: OTHER_GUEST, otherGuest: '  Sam Jones ' }))).toMatchObject(
      { guestName: 'Sam Jones' },
    );
    expect(playerOf({ player: 'member:3', otherGuest: 'ignored' })).toEqual({ memberId: 3, guestName: null });
  });

  it('names each hole that is not 1 to 20 strokes, the player and the index, by their boxes', () => {
    const holes = typed().holes;
    holes[0] = '0';
    holes[8] = '21';
    holes[17] = 'x';
    expect(messages(typed({ player: '', handicapIndex: '60', holes }))).toEqual({
      player: ["Choose a member, or give a guest's name"],
      handicapIndex: ['Handicap Index: Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4'],
      'holes.0': ['Hole 1: type the strokes taken, 1 to 20, or leave it empty for no score'],
      'holes.8': ['Hole 9: type the strokes taken, 1 to 20, or leave it empty for no score'],
      'holes.17': ['Hole 18: type the strokes taken, 1 to 20, or leave it empty for no score'],
    });
    expect(messages(typed({ player: OTHER_GUEST, otherGuest: ' ' }))).toEqual({
      otherGuest: ["Give the guest's name"],
    });
  });

  it('shows a saved card again as typed, a guest off the list under Another guest', () => {
    const saved = {
      memberId: null,
      guestName: 'Sam Jones',
      handicapIndex: -1,
      holes: [4, null, ...Array(16).fill(5)],
    };
    expect(cardValues(saved, [])).toEqual({
      player: OTHER_GUEST,
      otherGuest: 'Sam Jones',
      handicapIndex: '+1.0',
      holes: ['4', '', ...Array(16).fill('5')],
    });
    const booked = [
      {
        memberId: null,
        guestName: 'Sam Jones',
        name: 'Sam Jones',
        handicapIndex: 4,
        guestOf: 'A. Host',
        hasCard: true,
      },
    ];
    expect(cardValues(saved, booked).player).toBe('guest:Sam Jones');
  });

  it('lists every box for the error summary in the order of the screen', () => {
    const fields = cardSummaryFields('card');
    expect(fields.slice(0, 3).map(([name]) => name)).toEqual(['player', 'otherGuest', 'handicapIndex']);
    expect(fields[3]).toEqual(['holes.0', 'card-hole-1']);
    expect(fields).toHaveLength(21);
  });
});

describe('the running figures as the card is typed', () => {
  // White tees: par 72, Course Rating 71.2, Slope 125 (src/shared/golf/worked-examples/tees.ts).
  const stableford = { tee: whiteTee, format: 'stableford' as const, allowancePercent: 95 };

  it('waits for a Handicap Index it can read', () => {
    expect(runningFigures(stableford, '', typed().holes)).toBeNull();
    expect(runningFigures(stableford, 'twelve', typed().holes)).toBeNull();
  });

  it('gives the handicaps and the points of the holes typed so far', () => {
    // Course Handicap = 12.4 × 125 ÷ 113 + (71.2 − 72) = 12.917…, shown as 13; Playing Handicap = 12.917… × 95 %
    // = 12.27…, so 12: a stroke on stroke indexes 1 to 12. Hole 1 (par 4, SI 7, a stroke): 5 is 2 points; hole 2
    // (par 4, SI 3, a stroke): 4 is 3 points; hole 3 not typed yet; hole 4 (par 5, SI 1, a stroke): 7 is 1 point.
    const holes = Array(18).fill('');
    holes[0] = '5';
    holes[1] = '4';
    holes[3] = '7';
    holes[4] = 'x';
    const figures = runningFigures(stableford, '12.4', holes)!;
    expect(figures).toMatchObject({
      courseHandicap: 13,
      playingHandicap: 12,
      holesPlayed: 3,
      pointsOut: 6,
      pointsIn: 0,
      pointsTotal: 6,
      grossOut: 16,
      grossTotal: 16,
      net: null,
    });
    expect(figures.points.slice(0, 5)).toEqual([2, 3, null, 1, null]);
    expect(figures.strokesReceived.slice(0, 4)).toEqual([1, 1, 0, 1]);
  });

  it('gives the medal net once all 18 holes are in, and plus handicaps give strokes back', () => {
    // 5+4+3+7+4+4+3+4+5 = 39 out and 4+3+5+4+4+4+3+5+4 = 36 in: 75 strokes, less the Playing Handicap of 12,
    // net 63.
    const medal = { ...stableford, format: 'medal' as const };
    const figures = runningFigures(medal, '12.4', typed().holes)!;
    expect(figures).toMatchObject({ grossOut: 39, grossIn: 36, grossTotal: 75, net: 63, holesPlayed: 18 });
    // +2.0: Course Handicap −2 × 125 ÷ 113 − 0.8 = −3.01…, shown as +3; Playing Handicap −2.86… → +3: a stroke
    // given back on stroke indexes 18, 17 and 16 (holes 16, 3 and 11), and a net of 75 + 3 = 78.
    const plus = runningFigures(medal, '+2.0', typed().holes)!;
    expect(plus.playingHandicap).toBe(-3);
    expect(plus.strokesReceived[15]).toBe(-1);
    expect(plus.strokesReceived[2]).toBe(-1);
    expect(plus.strokesReceived[10]).toBe(-1);
    expect(plus.net).toBe(78);
  });

  it('says strokes and points in words', () => {
    expect([shotsText(0), shotsText(1), shotsText(2), shotsText(-1)]).toEqual([
      '',
      '1 shot',
      '2 shots',
      'gives 1',
    ]);
    expect([pointsText(1), pointsText(0), pointsText(3)]).toEqual(['1 pt', '0 pts', '3 pts']);
  });
});
