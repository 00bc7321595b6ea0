import { describe, expect, it } from 'vitest';
import { comparePlacing, countbackFigures } from './countback';
import { member, nines } from './worked-examples/cards';
import { medalCard, pointsCard, scored } from './worked-examples/field';

// Countback: the last 9, 6, 3 and 1 holes (Rules of Golf, Committee Procedures 5A(6)); in medal a half, a third,
// a sixth and an eighteenth of the Playing Handicap come off, as exact fractions (CONGU: never rounded).

/** A Stableford card for player `id` (named A, B, …) with these points on the front and back nines. */
const stableford = (id: number, front: number[], back: number[]) =>
  scored(pointsCard(member(id, String.fromCharCode(64 + id)), nines(front, back)), 'stableford');
const twos = Array<number>(9).fill(2);

describe('countback in Stableford', () => {
  it.each([
    {
      title: '36 points each: 19 on the back nine beats 18',
      a: [
        [2, 2, 2, 2, 2, 2, 2, 2, 1],
        [2, 2, 2, 2, 2, 2, 2, 2, 3],
      ],
      b: [twos, twos],
      figures: [
        ['19', '13', '7', '3'],
        ['18', '12', '6', '2'],
      ],
      order: -1,
    },
    {
      title: 'level on the back nine: the last six decide (12 points against 11)',
      a: [twos, [3, 1, 2, 2, 2, 2, 2, 2, 2]],
      b: [twos, [2, 2, 3, 2, 2, 1, 2, 2, 2]],
      figures: [
        ['18', '12', '6', '2'],
        ['18', '11', '6', '2'],
      ],
      order: -1,
    },
    {
      title: 'level on the last nine and six: the last three decide (6 points against 5)',
      a: [twos, [2, 2, 2, 3, 1, 2, 2, 2, 2]],
      b: [twos, [2, 2, 2, 2, 3, 2, 1, 2, 2]],
      figures: [
        ['18', '12', '6', '2'],
        ['18', '12', '5', '2'],
      ],
      order: -1,
    },
    {
      title: 'level on 9, 6 and 3: the 18th decides (3 points against 2)',
      a: [twos, [2, 2, 2, 2, 2, 2, 2, 1, 3]],
      b: [twos, twos],
      order: -1,
    },
    {
      title: 'level on every step: a tie (they share the place)',
      a: [[3, 1, 2, 2, 2, 2, 2, 2, 2], twos],
      b: [twos, [1, 3, 2, 2, 2, 2, 2, 2, 2]],
      order: 0,
    },
  ])('$title', ({ a: [aFront, aBack], b: [bFront, bBack], figures, order }) => {
    const a = stableford(1, aFront, aBack);
    const b = stableford(2, bFront, bBack);
    expect([a.total, b.total]).toEqual([36, 36]);
    if (figures) expect([a, b].map((card) => countbackFigures(card).map((f) => f.text))).toEqual(figures);
    expect(Math.sign(comparePlacing(a, b))).toBe(order);
    expect(Math.sign(comparePlacing(b, a))).toBe(order === 0 ? 0 : -order);
  });
});

describe('countback in medal, with exact fractions of the Playing Handicap', () => {
  // A off 14: gross 84, net 70. Back nine 40 − 7 = 33. Last six 27 − 4⅔ = 22⅓. Last three 12 − 2⅓ = 9⅔.
  // B off 12: gross 82, net 70. Back nine 39 − 6 = 33. Last six 26 − 4 = 22.    Last three 13 − 2 = 11.
  const a = scored(
    medalCard(member(1, 'A'), 14, nines([5, 5, 5, 5, 5, 5, 5, 5, 4], [4, 4, 5, 5, 5, 5, 4, 4, 4])),
    'medal',
  );
  const b = scored(
    medalCard(member(2, 'B'), 12, nines([5, 5, 5, 5, 5, 5, 5, 4, 4], [4, 4, 5, 4, 4, 5, 4, 5, 4])),
    'medal',
  );

  it('level on net 70 and on the back nine; B wins on the last six, 22 against 22⅓', () => {
    expect([a.total, b.total]).toEqual([70, 70]);
    expect(countbackFigures(a).map((f) => f.text)).toEqual(['33', '22.33', '9.67', '3.22']);
    expect(countbackFigures(b).map((f) => f.text)).toEqual(['33', '22', '11', '3.33']);
    expect(comparePlacing(b, a)).toBeLessThan(0);
    // Rounding A's 4⅔ to 5 would have made them level on the last six and given A the last three (10 against 11).
  });

  it('both off 18 on net 72: the back nine decides, 44 − 9 = 35 against 45 − 9 = 36', () => {
    const c = scored(
      medalCard(member(3, 'C'), 18, nines([5, 5, 5, 5, 5, 5, 5, 5, 6], [5, 5, 5, 5, 5, 5, 5, 5, 4])),
      'medal',
    );
    const d = scored(medalCard(member(4, 'D'), 18, Array(18).fill(5)), 'medal');
    expect([c.total, d.total]).toEqual([72, 72]);
    expect(countbackFigures(c).map((f) => f.text)).toEqual(['35', '23', '11', '3']);
    expect(countbackFigures(d).map((f) => f.text)).toEqual(['36', '24', '12', '4']);
    expect(comparePlacing(c, d)).toBeLessThan(0);
  });

  it('level on 9, 6 and 3: the 18th decides by the eighteenth alone, 4 − 1 = 3 against 4 − ⅔ = 3⅓', () => {
    // E off 12: gross 72, net 60; 36 − 6 = 30, 24 − 4 = 20, 12 − 2 = 10, 4 − ⅔.
    // F off 18: gross 78, net 60; 39 − 9 = 30, 26 − 6 = 20, 13 − 3 = 10, 4 − 1.
    const e = scored(medalCard(member(5, 'E'), 12, Array(18).fill(4)), 'medal');
    const f = scored(
      medalCard(member(6, 'F'), 18, nines([5, 5, 5, 4, 4, 4, 4, 4, 4], [5, 4, 4, 5, 4, 4, 5, 4, 4])),
      'medal',
    );
    expect([e.total, f.total]).toEqual([60, 60]);
    expect(countbackFigures(e).map((x) => x.text)).toEqual(['30', '20', '10', '3.33']);
    expect(countbackFigures(f).map((x) => x.text)).toEqual(['30', '20', '10', '3']);
    expect(comparePlacing(f, e)).toBeLessThan(0);
  });

  it('level after the 18th too: they share the place', () => {
    const g = scored(medalCard(member(7, 'G'), 18, Array(18).fill(5)), 'medal');
    const h = scored(
      medalCard(member(8, 'H'), 18, nines([4, 6, 5, 5, 5, 5, 5, 5, 5], Array(9).fill(5))),
      'medal',
    );
    expect(comparePlacing(g, h)).toBe(0);
  });

  it('a plus handicap adds its fractions: plus 2 with 4s is 36 + 1, 24 + ⅔, 12 + ⅓ and 4 + 2/18', () => {
    const plus = scored(medalCard(member(3, 'P'), -2, Array(18).fill(4)), 'medal');
    expect(plus.total).toBe(74);
    expect(countbackFigures(plus).map((f) => f.text)).toEqual(['37', '24.67', '12.33', '4.11']);
  });

  it('a no return is placed after every card with a score, and has no countback figures', () => {
    const nr = scored(medalCard(member(4, 'N'), 10, [...Array(17).fill(3), null]), 'medal');
    expect(comparePlacing(nr, a)).toBeGreaterThan(0);
    expect(comparePlacing(a, nr)).toBeLessThan(0);
    expect(comparePlacing(nr, nr)).toBe(0);
    expect(countbackFigures(nr)).toEqual([]);
  });

  it('refuses to compare a Stableford card with a medal one', () => {
    expect(() =>
      comparePlacing(a, scored(medalCard(member(5, 'S'), 10, Array(18).fill(4)), 'stableford')),
    ).toThrow();
  });
});
