import { formatPhone, normaliseMobile } from '@shared/phone-numbers';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import Papa from 'papaparse';
import { TIME_ZONE } from '@shared/constants';

/** A cell that is only a number ('-2', '+2.0', '12.5'): a spreadsheet reads it as that number and runs nothing. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would read as a formula (starts with =, +, - or @, or a tab or carriage return before one)
 * is made inert with a leading apostrophe (OWASP 'CSV injection'). A plain signed number is left alone, as OWASP
 * allows: it can run nothing, and '+2.0' is how golfers write a plus handicap.
 */
export function inertCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

/**
 * A CSV document for a spreadsheet: a UTF-8 byte order mark first (without it Excel on Windows reads the file
 * as Windows-1252, so 'Zoë' shows as 'ZoÃ«' and '£' as 'Â£'), every cell quoted and inert, CRLF after each row.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const body = Papa.unparse(
    { fields: header.map(inertCell), data: rows.map((r) => r.map(inertCell)) },
    { newline: '\r\n', quotes: true },
  );
  return `\uFEFF${body}\r\n`;
}

type Cell = string | number | null | undefined;

/** One row exactly as toCsv writes it: every cell inert and quoted (a quote doubled), CRLF after it. */
export function csvRow(cells: readonly Cell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i += 1) {
    line += `${i ? ',' : ''}"${inertCell(cells[i]).replaceAll('"', '""')}"`;
  }
  return `${line}\r\n`;
}

/** Rows written per chunk of a streamed CSV (about 180 KB of a balances list). */
const ROWS_PER_CHUNK = 2000;

/**
 * toCsv's document as a stream, for an export of every member: written a chunk of rows at a time, each chunk
 * compressed and sent while the next is written (on another core), and the event loop free for other requests
 * between chunks, instead of one string of megabytes built, then compressed, then sent.
 */
export function csvStream<T>(header: string[], rows: readonly T[], cells: (row: T) => Cell[]): Readable {
  async function* chunks() {
    yield `\uFEFF${csvRow(header)}`;
    for (let i = 0; i < rows.length; i += ROWS_PER_CHUNK) {
      let chunk = '';
      for (const row of rows.slice(i, i + ROWS_PER_CHUNK)) chunk += csvRow(cells(row));
      yield chunk;
      await setImmediate();
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 256 * 1024 });
}

/** The digit groups of a UK national number (11 digits from 0) as they are written: 07700 900123, 020 7946 0000. */
function ukGroups(national: string): string[] {
  const [a, b] = [national.slice(0, 5), national.slice(5)];
  if (/^02/.test(national)) return [national.slice(0, 3), national.slice(3, 7), national.slice(7)];
  if (/^0(3|8|9|11|1\d1)/.test(national))
    return [national.slice(0, 4), national.slice(4, 7), national.slice(7)];
  return [a, b];
}

/**
 * A telephone number a spreadsheet keeps as written. Excel reads '07700900123' as the number 7700900123 (the
 * leading 0 lost) and long digit strings in scientific form, so a number of digits only is written with the spaces
 * a UK number has ('07700 900123', '+44 7700 900123'); other digit strings get a space every four digits. A number
 * already written with spaces, brackets or dashes is left as typed.
 */
export function phoneCell(value: string | null | undefined): string {
  if (!value) return '';
  // A mobile is stored in E.164: written as the site shows it ('07700 900123', '+852 9123 4567').
  if (/^\+\d{6,15}$/.test(value) && normaliseMobile(value) === value) return formatPhone(value);
  if (!/^\+?\d+$/.test(value)) return value;
  if (/^0\d{10}$/.test(value)) return ukGroups(value).join(' ');
  if (/^\+440?\d{10}$/.test(value)) {
    const national = `0${value.slice(3).replace(/^0/, '')}`;
    return ['+44', ...ukGroups(national)].join(' ').replace(/^\+44 0/, '+44 ');
  }
  if (value.startsWith('0') || value.replace('+', '').length > 11)
    return value.match(/^\+?\d{1,4}|\d{1,4}/g)!.join(' ');
  return value;
}

const spreadsheetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a UK spreadsheet reads a date and time: '25/11/2026 14:05', London time. */
export function spreadsheetTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = Object.fromEntries(spreadsheetFormat.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A calendar date (YYYY-MM-DD) as a UK spreadsheet reads it: '25/11/2026'. */
export function spreadsheetDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** Headers for a CSV download named `fileName`. */
export const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
  'Cache-Control': 'private, no-store',
});
