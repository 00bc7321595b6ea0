import { describe, expect, it } from 'vitest';
import type { ActionLink } from './schemas/act';
import { longDate, outcomeSentence, readySentence, stateSentence, whenText } from './act-words';

const link = (over: Partial<ActionLink> = {}): ActionLink => ({
  state: 'ready',
  action: 'cannot-play',
  firstName: 'Richard',
  fixture: {
    id: 7,
    event: 'the Summer Meeting',
    location: "Royal St George's",
    startDate: '2026-05-12',
    endDate: '2026-05-12',
  },
  waitingPosition: null,
  full: false,
  reason: null,
  ...over,
});

describe('the words of one-click links', () => {
  it('writes a day out in full: 12 May 2026 was a Tuesday, 1 March 2026 a Sunday', () => {
    expect(longDate('2026-05-12')).toBe('Tuesday 12 May 2026');
    expect(longDate('2026-03-01')).toBe('Sunday 1 March 2026');
    expect(whenText('2026-05-11', '2026-05-12')).toBe('from Monday 11 May 2026 to Tuesday 12 May 2026');
    expect(whenText('2026-05-12', null)).toBe('on Tuesday 12 May 2026');
  });

  it('says who, what and which day, and what the button does', () => {
    expect(readySentence(link())).toBe(
      "Richard, you have a place in the Summer Meeting at Royal St George's on Tuesday 12 May 2026. Tap the button to give it up.",
    );
    expect(readySentence(link({ action: 'leave-waiting', waitingPosition: 2 }))).toBe(
      "Richard, you are number 2 on the waiting list for the Summer Meeting at Royal St George's on Tuesday 12 May 2026. Tap the button to come off it.",
    );
    expect(readySentence(link({ action: 'count-me-in', full: true }))).toMatch(
      /every place in .* is taken\. Tap the button to join the waiting list/,
    );
  });

  it('says what happened, and that nothing changed when a link cannot act', () => {
    expect(outcomeSentence(link(), { outcome: 'waiting', waitingPosition: 3 })).toMatch(
      /^Every place was taken, so you are number 3 on the waiting list for the Summer Meeting/,
    );
    expect(stateSentence(link({ state: 'expired' }))).toBe(
      'the Summer Meeting has started, so its links no longer work. Nothing has been changed.',
    );
    expect(stateSentence(link({ state: 'blocked', reason: 'You already have a place in X.' }))).toBe(
      'You already have a place in X. Nothing has been changed.',
    );
  });
});
