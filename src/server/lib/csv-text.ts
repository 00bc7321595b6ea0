// An uploaded CSV file's bytes as text, for the member import and the bank statement's import alike.
import { formError } from './http-errors';

/** The file's bytes as text: UTF-8 (with or without a byte-order mark), else Windows-1252 as Excel writes it. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.includes(0)) {
    throw formError(
      'This file does not look like a CSV file. Please save the spreadsheet as CSV and try again',
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}
