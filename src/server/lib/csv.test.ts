import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inertCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('makes formula-like cells inert and leaves others alone', () => {
    for (const s of ['=SUM(A1)', '+44 1234', '-2', '@cmd', '\t=1', '\r=1'])
      expect(inertCell(s)).toBe(`'${s}`);
    expect(inertCell('Smith')).toBe('Smith');
    expect(inertCell(12.5)).toBe('12.5');
    expect(inertCell(null)).toBe('');
  });

  it('writes quoted rows a CSV reader reads back, commas and quotes included', () => {
    const csv = toCsv(['Name', 'Note'], [['O"Neil, Pat', '=HYPERLINK("x")']]);
    const back = Papa.parse<string[]>(csv).data;
    expect(back).toEqual([
      ['Name', 'Note'],
      ['O"Neil, Pat', `'=HYPERLINK("x")`],
    ]);
  });
});
