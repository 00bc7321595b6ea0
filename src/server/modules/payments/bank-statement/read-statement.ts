import Papa from 'papaparse';
import { parsePence } from '@shared/money';
import { formError } from '../../../lib/http-errors';
import {
  columnsByUsualNames,
  looksLikeMemberList,
  recognisedLayout,
  type ColumnMapping,
} from './bank-layouts';
import { withLineIds } from './line-ids';
import { isSantanderText, santanderEntries } from './santander-text';
import { parseStatementDate } from './statement-dates';
import { STATEMENT_MAX_LINES, statementText } from './statement-file';

export type { ColumnMapping } from './bank-layouts';

/** Money paid in, as the statement shows it, with its id (see line-ids.ts). */
export interface StatementLine {
  lineId: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Whole pence, more than 0. */
  amountPence: number;
}

/** A statement read: its money in, in date order; money out is counted and left out. */
export interface ReadStatement {
  recognised: true;
  /** Whose layout it was read as: 'Barclays', 'Nationwide', …, 'the usual column names', 'the columns chosen'. */
  layout: string;
  lines: StatementLine[];
  debitsIgnored: number;
  /** Rows of the file (1 for the first) that hold something but not a date and an amount that could be read. */
  unreadRows: number[];
}

/** A column of a statement whose layout is not known, for the treasurer to say what it holds. */
export interface StatementColumn {
  index: number;
  /** The header's name for it, or 'Column 1', … when the file has no header. */
  name: string;
  /** Its first few values. */
  examples: string[];
}

/** A statement whose columns are not known: which column is which is for the treasurer to say (`columns`). */
export interface UnrecognisedStatement {
  recognised: false;
  message: string;
  columns: StatementColumn[];
  /** The columns that look like a date, a description and one amount, to start from. */
  guess: Partial<ColumnMapping>;
}

export type StatementReading = ReadStatement | UnrecognisedStatement;

const NOT_A_STATEMENT =
  'This file does not look like a bank statement: it has no column of dates with a column of amounts beside it. ' +
  "Please upload the CSV file your bank's website gives you for the account's transactions";
const MEMBER_LIST =
  'This file looks like a list of members, not a bank statement (members are added under Members, Import). ' +
  "Please upload the CSV file your bank's website gives you for the account's transactions";
const ASK_COLUMNS =
  'The columns of this statement are not ones the site knows. Please say which column holds the date, which the ' +
  'description, and which the amount (or the money paid in and paid out)';

/** Banks' descriptions are under 200 characters; a longer cell is cut here. */
export const DESCRIPTION_MAX_LENGTH = 500;

/** Rows read to find the header: a few account lines come first in some banks' files. */
const HEADER_SEARCH_ROWS = 40;

/** A cell as written, without surrounding space or the apostrophe some banks put before text for Excel. */
const clean = (cell: string | undefined) =>
  (cell ?? '')
    .replace(/^\s*'/, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
const isEmptyRow = (row: string[]) => row.every((cell) => clean(cell) === '');

/** The separator of the file's columns: the one found on most of its first lines (a comma where as many). */
function separatorOf(text: string): string {
  const lines = text.split(/\r\n|\r|\n/, 60).filter((line) => line.trim());
  let best = ',';
  let bestCount = 0;
  for (const separator of [',', ';', '\t', '|']) {
    const count = lines.filter((line) => line.includes(separator)).length;
    if (count > bestCount) [best, bestCount] = [separator, count];
  }
  return best;
}

function rowsOf(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { delimiter: separatorOf(text), skipEmptyLines: false });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    throw formError(
      `The file could not be read: a value in quotation marks on row ${(quoteError.row ?? 0) + 1} is never closed. Please download the statement again`,
    );
  }
  return parsed.data;
}

/** The money in a row's amount cell(s), or null when what is there is not money; 0 when the cells are empty. */
function amountOf(row: string[], columns: ColumnMapping): number | null {
  const read = (i: number | undefined) => {
    const text = i === undefined ? '' : clean(row[i]);
    return text === '' ? 0 : parsePence(text);
  };
  if (columns.amount !== undefined) return read(columns.amount);
  const paidIn = read(columns.paidIn);
  const paidOut = read(columns.paidOut);
  if (paidIn === null || paidOut === null) return null;
  // Banks write both as positive sums; a few put a minus sign on money out.
  return paidIn !== 0 ? Math.abs(paidIn) : -Math.abs(paidOut);
}

function descriptionOf(row: string[], columns: number[]) {
  const parts: string[] = [];
  for (const i of columns) {
    const text = clean(row[i]);
    if (text && !parts.some((p) => p.toUpperCase() === text.toUpperCase())) parts.push(text);
  }
  return parts.join(' / ').slice(0, DESCRIPTION_MAX_LENGTH);
}

/** The statement's money in from its rows after the header, read with the columns given. */
function readRows(
  rows: { row: number; cells: string[] }[],
  columns: ColumnMapping,
  layout: string,
): ReadStatement {
  if (rows.length > STATEMENT_MAX_LINES) {
    throw formError(
      `The statement has ${rows.length.toLocaleString('en-GB')} lines; please upload at most ${STATEMENT_MAX_LINES.toLocaleString('en-GB')} at a time (a shorter period)`,
    );
  }
  const credits: { date: string; description: string; amountPence: number }[] = [];
  const unreadRows: number[] = [];
  let debitsIgnored = 0;
  for (const { row, cells } of rows) {
    const dateText = clean(cells[columns.date]);
    const amount = amountOf(cells, columns);
    if (dateText === '' && amount === 0) continue; // a blank or a subtotal line
    const date = parseStatementDate(dateText);
    if (!date || amount === null) {
      unreadRows.push(row);
      continue;
    }
    if (amount < 0) debitsIgnored++;
    if (amount > 0) {
      credits.push({ date, description: descriptionOf(cells, columns.description), amountPence: amount });
    }
  }
  const lines = withLineIds(credits).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { recognised: true, layout, lines, debitsIgnored, unreadRows };
}

const isDate = (cell: string | undefined) => parseStatementDate(clean(cell)) !== null;
const isMoney = (cell: string | undefined) => parsePence(clean(cell)) !== null;

/**
 * Where the statement's lines start when its header is not known: the first row with a date in it, and the row
 * before it (if it names columns rather than holding values) as its header.
 */
function findData(rows: string[][]): { header: number; first: number } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS + 1); i++) {
    if (!rows[i].some(isDate)) continue;
    let h = i - 1;
    while (h >= 0 && isEmptyRow(rows[h])) h--;
    const named = h >= 0 && rows[h].filter((c) => clean(c)).length >= 2 && !rows[h].some(isDate);
    return { header: named ? h : -1, first: i };
  }
  return null;
}

/** The columns of a statement whose layout is not known, with a guess at which is which from their values. */
function unrecognised(rows: string[][], header: number, first: number): UnrecognisedStatement {
  const data = rows.slice(first).filter((r) => !isEmptyRow(r));
  const sample = data.slice(0, 50);
  const width = Math.max(...sample.map((r) => r.length), header >= 0 ? rows[header].length : 0);
  const names = Array.from({ length: width }, (_, i) =>
    header >= 0 && clean(rows[header][i]) ? clean(rows[header][i]) : `Column ${i + 1}`,
  );
  const share = (i: number, test: (cell: string | undefined) => boolean) =>
    sample.filter((r) => clean(r[i]) !== '' && test(r[i])).length / Math.max(1, sample.length);
  const dateColumns = names.map((_, i) => i).filter((i) => share(i, isDate) >= 0.8);
  // Money columns hold amounts and nothing else (a column of money paid in may be mostly empty); a running balance
  // is money too, but never the amount.
  const moneyColumns = names
    .map((_, i) => i)
    .filter((i) => !dateColumns.includes(i) && !/balance/i.test(names[i]))
    .filter((i) => share(i, isMoney) > 0 && share(i, (c) => !isMoney(c)) === 0);
  if (dateColumns.length === 0 || moneyColumns.length === 0) throw formError(NOT_A_STATEMENT);

  const textLength = (i: number) =>
    sample.reduce((sum, r) => sum + (isMoney(r[i]) || isDate(r[i]) ? 0 : clean(r[i]).length), 0);
  const described = names
    .map((_, i) => i)
    .filter((i) => !dateColumns.includes(i) && !moneyColumns.includes(i) && textLength(i) > 0)
    .sort((a, b) => textLength(b) - textLength(a));
  const guess: Partial<ColumnMapping> = { date: dateColumns[0] };
  if (described.length) guess.description = [described[0]];
  if (moneyColumns.length === 1) guess.amount = moneyColumns[0];
  return {
    recognised: false,
    message: ASK_COLUMNS,
    columns: names.map((name, index) => ({
      index,
      name,
      examples: data.slice(0, 3).map((r) => clean(r[index])),
    })),
    guess,
  };
}

function checkColumns(columns: ColumnMapping, width: number) {
  const inRange = (i: number | undefined) => i === undefined || (Number.isInteger(i) && i >= 0 && i < width);
  const all = [columns.date, columns.amount, columns.paidIn, columns.paidOut, ...columns.description];
  if (!all.every(inRange)) throw formError('Please choose columns that the file has');
  if ((columns.amount === undefined) === (columns.paidIn === undefined)) {
    throw formError('Please choose either the one column of amounts, or the column of money paid in');
  }
}

/**
 * The header of a statement whose columns are known: a bank's own (bank-layouts.ts), or the usual names of a date,
 * a description and an amount with a date on the next line.
 */
function knownHeader(rows: string[][]): { header: number; name: string; columns: ColumnMapping } | null {
  const searched = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < searched; i++) {
    const layout = recognisedLayout(rows[i]);
    if (layout) return { header: i, ...layout };
  }
  for (let i = 0; i < searched; i++) {
    const columns = columnsByUsualNames(rows[i]);
    const next = rows.slice(i + 1).find((r) => !isEmptyRow(r));
    if (columns && next && isDate(next[columns.date])) {
      return { header: i, name: 'the usual column names', columns };
    }
  }
  return null;
}

/**
 * The money paid in on a bank statement's text (see readBankStatement). Refuses, with a 400 saying why, a file
 * that has no column of dates and amounts (a list of members, say), one whose quotation marks are never closed,
 * and one of more than 20,000 lines.
 */
export function readStatementText(text: string, columns?: ColumnMapping): StatementReading {
  if (!columns && isSantanderText(text)) {
    const entries = santanderEntries(text);
    const rows = entries.map((e) => ({ row: e.row, cells: [e.date, e.description, e.amount] }));
    return readRows(rows, { date: 0, description: [1], amount: 2 }, 'Santander');
  }
  const rows = rowsOf(text);
  const dataAfter = (header: number) =>
    rows
      .map((cells, i) => ({ row: i + 1, cells }))
      .slice(header + 1)
      .filter(({ cells }) => !isEmptyRow(cells));

  const known = knownHeader(rows);
  if (known && !columns) return readRows(dataAfter(known.header), known.columns, known.name);
  if (!known && looksLikeMemberList(rows.find((r) => !isEmptyRow(r)) ?? [])) throw formError(MEMBER_LIST);
  const found = known ? null : findData(rows);
  if (!known && !found) throw formError(NOT_A_STATEMENT);
  const header = known?.header ?? (found!.header >= 0 ? found!.header : found!.first - 1);

  if (columns) {
    const data = dataAfter(header);
    const width = Math.max(
      header >= 0 ? rows[header].length : 0,
      ...data.slice(0, 50).map((d) => d.cells.length),
    );
    checkColumns(columns, width);
    return readRows(data, columns, 'the columns chosen');
  }
  // HSBC's download: no header, and each row a date, a description and an amount.
  const first = rows[found!.first].map(clean);
  while (first.length && first.at(-1) === '') first.pop();
  if (
    found!.header < 0 &&
    first.length === 3 &&
    isDate(first[0]) &&
    !isMoney(first[1]) &&
    isMoney(first[2])
  ) {
    return readRows(dataAfter(header), { date: 0, description: [1], amount: 2 }, 'HSBC');
  }
  return unrecognised(rows, found!.header, found!.first);
}

/**
 * A bank statement as uploaded: its money in (credits), each with a lineId that is the same in every download of
 * the same line, when the file is a statement of a bank the site knows (see bank-layouts.ts) or has the usual
 * column names; else the columns found, for the treasurer to say which is which, then read again with `columns`.
 * Refuses, with a 400 saying plainly why, what is not a statement: a PDF, a workbook or other binary file, a file
 * over 2 MB or of more than 20,000 lines, a list of members, a file with no dates and amounts.
 */
export function readBankStatement(bytes: Uint8Array, columns?: ColumnMapping): StatementReading {
  return readStatementText(statementText(bytes), columns);
}
