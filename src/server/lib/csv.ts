import Papa from 'papaparse';

/**
 * A cell a spreadsheet would read as a formula (starts with =, +, - or @, or a tab or carriage return before one)
 * is made inert with a leading apostrophe (OWASP 'CSV injection').
 */
export function inertCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** A CSV document (CRLF lines, every cell inert) from a header row and data rows. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return Papa.unparse(
    { fields: header.map(inertCell), data: rows.map((r) => r.map(inertCell)) },
    { newline: '\r\n', quotes: true },
  );
}

/** Headers for a CSV download named `fileName`. */
export const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
  'Cache-Control': 'private, no-store',
});
