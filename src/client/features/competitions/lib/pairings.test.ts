import { describe, expect, it } from 'vitest';
import { addReserve, movePair, moveReserve, sameSide, seat, sideFrom, teamBody } from './pairings';

describe('the pairings builder', () => {
  it('lays a saved side out in the competition’s pairs and reserves wanted', () => {
    expect(sideFrom({ pairs: [[1, 2]], reserves: [7] }, 3, 2)).toEqual({
      pairs: [
        [1, 2],
        [null, null],
        [null, null],
      ],
      reserves: [7, null],
    });
    expect(sideFrom(null, 1, 0)).toEqual({ pairs: [[null, null]], reserves: [] });
  });

  it('moves a member chosen for a second seat out of his first one', () => {
    let side = sideFrom(null, 2, 1);
    side = seat(side, { kind: 'pair', index: 0, seat: 0 }, 5);
    side = seat(side, { kind: 'pair', index: 1, seat: 1 }, 5);
    expect(side.pairs).toEqual([
      [null, null],
      [null, 5],
    ]);
    side = seat(side, { kind: 'reserve', index: 0 }, 5);
    expect(side).toEqual({
      pairs: [
        [null, null],
        [null, null],
      ],
      reserves: [5],
    });
  });

  it('moves pairs and reserves one place at a time, and no further than the ends', () => {
    const side = sideFrom(
      {
        pairs: [
          [1, 2],
          [3, 4],
        ],
        reserves: [5, 6],
      },
      2,
      2,
    );
    expect(movePair(side, 1, 'up').pairs).toEqual([
      [3, 4],
      [1, 2],
    ]);
    expect(movePair(side, 0, 'up')).toEqual(side);
    expect(moveReserve(side, 0, 'down').reserves).toEqual([6, 5]);
    expect(moveReserve(side, 1, 'down')).toEqual(side);
    expect(addReserve(side).reserves).toEqual([5, 6, null]);
  });

  it('sends the complete pairs in order, and names a pair that is not ready', () => {
    expect(teamBody(sideFrom({ pairs: [[1, 2]], reserves: [5] }, 3, 2))).toEqual({
      ok: true,
      body: { pairs: [[1, 2]], reserves: [5] },
    });
    expect(teamBody(sideFrom({ pairs: [[1, 2], [3]], reserves: [] }, 2, 0))).toEqual({
      ok: false,
      problem: 'Pair 2 has only one player: choose his partner',
    });
    expect(
      teamBody({
        pairs: [
          [null, null],
          [1, 2],
        ],
        reserves: [],
      }),
    ).toEqual({
      ok: false,
      problem: 'Pair 1 is empty but pair 2 is not: move the pairs up',
    });
  });

  it('tells a side changed from the one saved', () => {
    const saved = sideFrom({ pairs: [[1, 2]], reserves: [] }, 2, 1);
    expect(sameSide(saved, sideFrom({ pairs: [[1, 2]], reserves: [] }, 2, 0))).toBe(true);
    expect(sameSide(saved, movePair(saved, 0, 'down'))).toBe(false);
    expect(sameSide(saved, seat(saved, { kind: 'reserve', index: 0 }, 9))).toBe(false);
  });
});
