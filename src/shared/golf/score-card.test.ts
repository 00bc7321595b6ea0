import { describe, expect, it } from 'vitest';
import { holesProblem, scoreCard } from './score-card';
import { card, guest, member, nines } from './worked-examples/cards';
import { whiteTee } from './worked-examples/tees';

// One card through every rule: a 14.2 index off the Whites (Slope 125, Rating 71.2, par 72) has Course Handicap
// 14.908 (shown 15) and, at 95%, Playing Handicap 14 (see course-handicap and playing-handicap tests).

describe('a scored card', () => {
  const taken = nines([5, 6, 3, 6, 4, 5, 4, 5, 9], [5, 3, 7, 4, 6, 5, 4, 6, 5]); // out 47, in 45: gross 92

  it('Stableford: 31 points (a 9 at the par 5 9th, with a stroke, scores 0)', () => {
    const scored = scoreCard(card(member(1, 'A. Brown'), 14.2, taken), {
      tee: whiteTee,
      format: 'stableford',
      allowancePercent: 95,
    });
    expect(scored.courseHandicap).toBe(15);
    expect(scored.courseHandicapUnrounded).toBeCloseTo(14.908, 3);
    expect(scored.playingHandicap).toBe(14);
    expect(scored.points).toEqual([2, 1, 2, 2, 3, 2, 1, 2, 0, 2, 2, 1, 3, 1, 2, 1, 2, 2]);
    expect(scored.total).toBe(31);
    expect(scored.gross).toBe(92);
    expect(scored.net).toBe(78);
  });

  it('medal: net 78; a guest is scored the same way', () => {
    const scored = scoreCard(card(guest('C. Guest'), 14.2, taken), {
      tee: whiteTee,
      format: 'medal',
      allowancePercent: 95,
    });
    expect(scored.total).toBe(78);
    expect(scored.card.player).toEqual({ kind: 'guest', name: 'C. Guest' });
  });

  it('medal with a hole not scored: a no return (total null), Stableford points still counted', () => {
    const nr: (number | null)[] = [...taken];
    nr[17] = null;
    const scored = scoreCard(card(member(1, 'A. Brown'), 14.2, nr), {
      tee: whiteTee,
      format: 'medal',
      allowancePercent: 95,
    });
    expect(scored.total).toBeNull();
    expect(scored.points[17]).toBe(0);
  });

  it('refuses a card without 18 holes of 1 to 20 strokes', () => {
    expect(holesProblem(taken.slice(1))).toBe('A card has 18 holes');
    expect(holesProblem([...taken.slice(1), 21])).toBe('Each hole is 1 to 20 strokes, or empty for no score');
    expect(holesProblem([...taken.slice(1), 0])).not.toBeNull();
    expect(holesProblem([...taken.slice(1), 4.5])).not.toBeNull();
    expect(() =>
      scoreCard(card(member(1, 'A'), 10, taken.slice(1)), {
        tee: whiteTee,
        format: 'medal',
        allowancePercent: 95,
      }),
    ).toThrow('18 holes');
  });
});
