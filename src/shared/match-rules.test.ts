import { describe, expect, it } from 'vitest';
import {
  endsTheRun,
  isMatchMargin,
  marginProblem,
  matchPairsProblem,
  matchPoints,
  normaliseMargin,
} from './match-rules';

describe("a knockout round's result", () => {
  it('writes margins one way', () => {
    expect(normaliseMargin(' 3 & 2 ')).toBe('3&2');
    expect(normaliseMargin('1 UP')).toBe('1 up');
    expect(normaliseMargin('2up')).toBe('2 up');
    expect(normaliseMargin('1 holes')).toBe('1 hole');
    expect(normaliseMargin('2 hole')).toBe('2 holes');
    expect(normaliseMargin('at the 19TH')).toBe('19th');
    expect(normaliseMargin('  by  a   mile ')).toBe('by a mile');
  });

  it('knows the margins an 18-hole match can end by', () => {
    for (const m of ['2&1', '3&1', '3&2', '4&3', '5&4', '10&8', '9&8', '1 up', '2 up', '1 hole', '2 holes'])
      expect(isMatchMargin(m), m).toBe(true);
    for (const m of ['19th', '20th', '21st', '22nd', '23rd', '27th']) expect(isMatchMargin(m), m).toBe(true);
    for (const m of ['1&0', '5&2', '2&2', '11&9', '3 up', '0 up', '3 holes', '18th', '21th', '28th', 'won'])
      expect(isMatchMargin(m), m).toBe(false);
  });

  it('wants a margin for a match won or lost, and none for a halved one', () => {
    expect(marginProblem('won', '3&2')).toBeNull();
    expect(marginProblem('lost', '1 up')).toBeNull();
    expect(marginProblem('halved', null)).toBeNull();
    expect(marginProblem('halved', '')).toBeNull();
    expect(marginProblem('halved', '1 up')).toBe('A halved match has no margin');
    expect(marginProblem('won', null)).toBe('Enter the margin, such as 3&2, 1 up, 2 holes or 19th');
    expect(marginProblem('won', '7&1')).toBe('7&1 is not a margin; write it as 3&2, 1 up, 2 holes or 19th');
  });

  it('takes each pair once, and only the pairs the competition has', () => {
    expect(matchPairsProblem([1, 2, 3], 3)).toBeNull();
    expect(matchPairsProblem([1, 2, 1])).toBe('Pair 1 is there twice');
    expect(matchPairsProblem([1, 4], 3)).toBe('Pair 4 is not one of the 3 pairs');
    expect(matchPairsProblem([2], 1)).toBe('Pair 2 is not one of the 1 pair');
  });

  it('finishes the run on a round lost or on the last match', () => {
    expect(endsTheRun('lost', false)).toBe(true);
    expect(endsTheRun('won', true)).toBe(true);
    expect(endsTheRun('won', false)).toBe(false);
    expect(endsTheRun('halved', false)).toBe(false);
  });

  it("counts a side's points, halves as halves", () => {
    expect(matchPoints(['won', 'won', 'lost'], 'us')).toBe('2');
    expect(matchPoints(['won', 'won', 'lost'], 'them')).toBe('1');
    expect(matchPoints(['won', 'halved', 'lost'], 'us')).toBe('1½');
    expect(matchPoints(['halved', 'lost', 'lost'], 'us')).toBe('½');
    expect(matchPoints(['halved', 'halved', 'won'], 'us')).toBe('2');
  });
});
