import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRow, csvStream, inertCell, phoneCell, spreadsheetDate, spreadsheetTime, toCsv } from './csv';

describe('a CSV streamed', () => {
  const header = ['Name', 'Note', 'Amount'];
  const rows: (string | number | null)[][] = [
    ['O"Neil, Pat', '=HYPERLINK("x")', -3.5],
    ['Zoë', 'two\nlines', null],
    ...Array.from({ length: 4500 }, (_, i) => [`Member ${i}`, '@x', i]),
  ];

  it('writes each row exactly as toCsv does', () => {
    expect(csvRow(header) + rows.map(csvRow).join('')).toBe(toCsv(header, rows).slice(1));
  });

  it('streams the same document as toCsv, a chunk of rows at a time', async () => {
    const chunks: string[] = [];
    for await (const chunk of csvStream(header, rows, (r) => r)) chunks.push(String(chunk));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe(toCsv(header, rows));
  });
});

describe('CSV cells', () => {
  it('makes formula-like cells inert and leaves others alone', () => {
    for (const s of ['=SUM(A1)', '+44 1234', '-2+3', '@cmd', '\t=1', '\r=1', '-1e3', '+1,2', '- 2'])
      expect(inertCell(s)).toBe(`'${s}`);
    expect(inertCell('Smith')).toBe('Smith');
    expect(inertCell(12.5)).toBe('12.5');
    expect(inertCell(null)).toBe('');
  });

  it('leaves a plain signed number as it is: a plus handicap stays +2.0', () => {
    for (const s of ['+2.0', '-2', '+10', '12.5', '0']) expect(inertCell(s)).toBe(s);
  });

  it('writes quoted rows a CSV reader reads back, commas and quotes included', () => {
    const csv = toCsv(['Name', 'Note'], [['O"Neil, Pat', '=HYPERLINK("x")']]);
    const back = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(back).toEqual([
      ['Name', 'Note'],
      ['O"Neil, Pat', `'=HYPERLINK("x")`],
    ]);
  });

  it('starts with a UTF-8 byte order mark and ends each row with CRLF, so Excel reads Zoë and £ right', () => {
    const csv = toCsv(['Name', 'Amount'], [['Zoë', '£30.00']]);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1)).toBe('"Name","Amount"\r\n"Zoë","£30.00"\r\n');
  });
});

describe('telephone numbers for a spreadsheet', () => {
  it('writes UK numbers with their spaces, so the leading 0 survives', () => {
    expect(phoneCell('07700900123')).toBe('07700 900123');
    expect(phoneCell('02079460000')).toBe('020 7946 0000');
    expect(phoneCell('01632960000')).toBe('01632 960000');
    expect(phoneCell('01214960000')).toBe('0121 496 0000');
    expect(phoneCell('03001234567')).toBe('0300 123 4567');
    // A mobile stored in E.164 is written as the site shows it.
    expect(phoneCell('+447700900123')).toBe('07700 900123');
    expect(phoneCell('+85291234567')).toBe('+852 9123 4567');
  });

  it('breaks other digit strings that a spreadsheet would spoil, and leaves the rest as typed', () => {
    expect(phoneCell('0123456')).toBe('0123 456');
    expect(phoneCell('+3312345678901')).toBe('+3312 3456 7890 1');
    expect(phoneCell('123456')).toBe('123456');
    expect(phoneCell('020 7946 0000')).toBe('020 7946 0000');
    expect(phoneCell('(01632) 960000')).toBe('(01632) 960000');
    expect(phoneCell(null)).toBe('');
  });
});

describe('dates for a spreadsheet', () => {
  it('writes a moment in London time, UK order', () => {
    expect(spreadsheetTime('2026-11-25T14:05:59.000Z')).toBe('25/11/2026 14:05');
    // Summer time: 10:00 UTC is 11:00 in London; 23:30 UTC on 30 June is already 1 July.
    expect(spreadsheetTime('2026-06-30T23:30:00.000Z')).toBe('01/07/2026 00:30');
    expect(spreadsheetTime('2026-01-05T00:00:00.000Z')).toBe('05/01/2026 00:00');
    expect(spreadsheetTime(null)).toBe('');
  });

  it('writes a calendar date in UK order', () => {
    expect(spreadsheetDate('2026-01-15')).toBe('15/01/2026');
    expect(spreadsheetDate(null)).toBe('');
  });
});
