import { formError } from '../../../lib/http-errors';
import { decodeCsv } from '../../../lib/csv-text';

/** A year of a society's account is a few thousand lines, well under 1 MB as CSV. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 20_000;

const ASK_FOR_CSV =
  "Please download the statement from your bank's website as a CSV file (banks call it 'CSV', 'Excel CSV' or 'spreadsheet (CSV)') and upload that";

const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ascii = (bytes: Uint8Array, length: number) =>
  String.fromCharCode(...bytes.subarray(0, Math.min(length, bytes.length)));

/** What a file that is not a statement's text plainly is, named as the treasurer would know it. */
function whatItIs(bytes: Uint8Array): string | null {
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return 'a PDF';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return 'an Excel workbook (or another zipped file), not CSV';
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return 'an Excel workbook (.xls), not CSV';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) || startsWith(bytes, 0xff, 0xd8, 0xff)) return 'a picture';
  if (startsWith(bytes, 0x47, 0x49, 0x46, 0x38)) return 'a picture';
  const start = ascii(bytes, 512)
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (
    start.startsWith('ofxheader') ||
    start.startsWith('<ofx') ||
    start.startsWith('<?xml version="1.0"?><ofx')
  )
    return 'an OFX file (for Money or Quicken), not CSV';
  if (start.startsWith('!type:')) return 'a QIF file (for Quicken), not CSV';
  if (/^<(!doctype html|html|table)/.test(start)) return 'a web page (HTML), not CSV';
  return null;
}

/**
 * The text of an uploaded bank statement, or a 400 saying plainly why the file cannot be one: too large, a PDF, a
 * workbook, a picture, an OFX or QIF file, a web page, or other binary. Text is UTF-8 (with or without a byte order
 * mark), UTF-16 with its mark (Excel's 'Unicode text'), else Windows-1252 as older bank downloads are.
 */
export function statementText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw formError('The file is empty');
  if (bytes.length > STATEMENT_MAX_BYTES) {
    throw formError(
      `The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; a bank statement is at most 2 MB. Please download a shorter period (a year is plenty)`,
    );
  }
  const kind = whatItIs(bytes);
  if (kind) throw formError(`This file is ${kind}, not a bank statement in CSV. ${ASK_FOR_CSV}`);
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // Text has no NUL bytes and few other control characters; anything else is some other kind of file.
  const sample = bytes.subarray(0, 4096);
  const controls = sample.filter((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d).length;
  if (sample.includes(0) || controls > sample.length / 100) {
    throw formError(`This file is not a CSV file. ${ASK_FOR_CSV}`);
  }
  return decodeCsv(bytes);
}
