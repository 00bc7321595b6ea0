import { describe, expect, it } from 'vitest';
import { decadesOf } from './decades';

describe('decadesOf', () => {
  it('groups years by decade, newest decade and year first, without repeats', () => {
    const rows = [1995, 1997, 1997, 2003, 2010, 2001, 2000].map((year) => ({ year, count: 2 }));
    expect(decadesOf(rows)).toEqual([
      { decade: 2010, label: '2010s', years: [2010] },
      { decade: 2000, label: '2000s', years: [2003, 2001, 2000] },
      { decade: 1990, label: '1990s', years: [1997, 1995] },
    ]);
  });
  it('is empty for no results', () => {
    expect(decadesOf([])).toEqual([]);
  });
});
