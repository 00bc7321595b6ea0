// The statement downloads of the main UK banks, recognised by their column names.
//
// What each is based on (public importers and test files written against real downloads, read in 2026; no bank
// publishes its format):
// - Barclays: 'Number,Date,Account,Amount,Subcategory,Memo', DD/MM/YYYY, one signed Amount, Number often empty,
//   the payer and reference in Memo (sometimes split by tabs). Confirmed by several independent importers.
// - Lloyds (and Halifax, Bank of Scotland and TSB, which share its system): 'Transaction Date,Transaction Type,
//   Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance', DD/MM/YYYY, the sort code
//   written '11-22-33 with a leading apostrophe, sometimes a trailing comma. Confirmed for Lloyds from files of 2015
//   to 2025; for Halifax and TSB only from converters that treat them the same.
// - NatWest (and RBS and Ulster Bank, the same group): 'Date, Type, Description, Value, Balance, Account Name,
//   Account Number' (a space after each comma), a blank line after it, text cells written "'WWF UK" with a leading
//   apostrophe, a trailing comma, one signed Value; DD/MM/YYYY in files from 2014 to 2022, '29 May 2025' in newer
//   ones. Confirmed for NatWest; RBS is assumed from the shared system.
// - Nationwide: three lines about the account ("Account Name:","FlexAccount ****12345" and the balances), a blank
//   line, then '"Date","Transaction type","Description","Paid out","Paid in","Balance"', dates '21 Nov 2013',
//   amounts '£120.00' with the pound sign, Windows-1252 text. Confirmed from files of 2013, 2014 and 2026.
// - Monzo: 'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and
//   #tags,Address,Receipt,Description,Category split,Money Out,Money In', DD/MM/YYYY, one signed Amount (older
//   downloads lack the last columns). Confirmed from a 2022 download and several importers.
// - Starling: 'Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes', DD/MM/YYYY,
//   one signed amount. Confirmed from the bank's own statement API (the same CSV) and importers.
// - HSBC and first direct: 'Date,Description,Amount' (first direct, confirmed by a long-standing converter), and
//   HSBC's 'TransactionHistory.csv' with the same three columns and no header line at all (reported by several
//   importers; not confirmed from a real file). Read by read-statement.ts.
// - Santander: personal online banking offers a text file, not CSV ('From: … to …', 'Account: …', then for each line
//   'Date:', 'Description:', 'Amount:' and 'Balance:' on lines of their own). Confirmed by two importers of real
//   files; read by santander-text.ts. Its business banking's CSV could not be confirmed: its columns are read by
//   name as any other statement's.
// Any other statement whose columns have the usual names (Date, Description or Details or Memo, Amount, or Paid in
// and Paid out, or Money in and Money out, or Credit and Debit) is read by those names.

/** Which column holds what, by position in the file's rows. */
export interface ColumnMapping {
  date: number;
  /** The columns whose text, joined, is the line's description (a payer's name and reference are often apart). */
  description: number[];
  /** One signed column: money in positive, money out negative. */
  amount?: number;
  /** Or money in and money out in columns of their own. */
  paidIn?: number;
  paidOut?: number;
}

export interface BankLayout {
  name: string;
  /** Column names (as `columnName` writes them) the header must have, in any order. */
  requires: string[];
  /** When true, the header must have these columns and no others. */
  exactly?: boolean;
  date: string;
  description: string[];
  amount?: string;
  paidIn?: string;
  paidOut?: string;
}

/** A header cell as compared: small letters, single spaces, no quotes, leading apostrophe or trailing colon. */
export const columnName = (cell: string) =>
  cell
    .replace(/^[\s'"]+|[\s"]+$/g, '')
    .replace(/:$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

export const BANK_LAYOUTS: BankLayout[] = [
  {
    name: 'Barclays',
    requires: ['number', 'date', 'account', 'amount', 'subcategory', 'memo'],
    date: 'date',
    description: ['memo'],
    amount: 'amount',
  },
  {
    name: 'Lloyds, Halifax, Bank of Scotland or TSB',
    requires: ['transaction date', 'sort code', 'transaction description', 'debit amount', 'credit amount'],
    date: 'transaction date',
    description: ['transaction description'],
    paidIn: 'credit amount',
    paidOut: 'debit amount',
  },
  {
    name: 'NatWest, RBS or Ulster Bank',
    requires: ['date', 'type', 'description', 'value', 'account name', 'account number'],
    date: 'date',
    description: ['description'],
    amount: 'value',
  },
  {
    name: 'Nationwide',
    requires: ['date', 'transaction type', 'description', 'paid out', 'paid in'],
    date: 'date',
    description: ['description'],
    paidIn: 'paid in',
    paidOut: 'paid out',
  },
  {
    name: 'Monzo',
    requires: ['transaction id', 'date', 'name', 'amount', 'currency'],
    date: 'date',
    description: ['name', 'description', 'notes and #tags'],
    amount: 'amount',
  },
  {
    name: 'Starling',
    requires: ['date', 'counter party', 'reference', 'amount (gbp)'],
    date: 'date',
    description: ['counter party', 'reference'],
    amount: 'amount (gbp)',
  },
  {
    name: 'HSBC or first direct',
    requires: ['date', 'description', 'amount'],
    exactly: true,
    date: 'date',
    description: ['description'],
    amount: 'amount',
  },
];

/** The bank whose download has this header, with the positions of its columns; null when none has. */
export function recognisedLayout(header: string[]): { name: string; columns: ColumnMapping } | null {
  const names = header.map(columnName);
  const at = (name: string) => names.indexOf(name);
  for (const layout of BANK_LAYOUTS) {
    if (!layout.requires.every((name) => names.includes(name))) continue;
    if (layout.exactly && names.filter(Boolean).length !== layout.requires.length) continue;
    const columns: ColumnMapping = {
      date: at(layout.date),
      description: layout.description.map(at).filter((i) => i >= 0),
    };
    if (layout.amount) columns.amount = at(layout.amount);
    if (layout.paidIn) columns.paidIn = at(layout.paidIn);
    if (layout.paidOut) columns.paidOut = at(layout.paidOut);
    return { name: layout.name, columns };
  }
  return null;
}

// The usual names of each kind of column, best first, with '£', 'GBP' and brackets left out ('Amount (GBP)' and
// 'Paid in (£)' are 'amount' and 'paid in').
const USUAL_NAMES = {
  date: [
    'date',
    'transaction date',
    'posting date',
    'posted date',
    'date posted',
    'booking date',
    'value date',
  ],
  description: [
    'description',
    'transaction description',
    'details',
    'transaction details',
    'narrative',
    'memo',
    'particulars',
    'counter party',
    'counterparty',
    'payee',
    'name',
    'reference',
  ],
  amount: ['amount', 'value', 'transaction amount', 'net amount'],
  paidIn: [
    'paid in',
    'money in',
    'credit',
    'credits',
    'credit amount',
    'amount in',
    'receipts',
    'deposits',
    'in',
  ],
  paidOut: [
    'paid out',
    'money out',
    'debit',
    'debits',
    'debit amount',
    'amount out',
    'payments',
    'withdrawals',
    'out',
  ],
};

const usualName = (cell: string) =>
  columnName(cell)
    .replace(/£|\bgbp\b|[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The columns of a header with the usual names: a date, a description, and one amount or money paid in (and out).
 * Null when a date or an amount is missing. The first usual name wins where there are several ('Transaction Date'
 * and 'Value Date').
 */
export function columnsByUsualNames(header: string[]): ColumnMapping | null {
  const names = header.map(usualName);
  const first = (kind: keyof typeof USUAL_NAMES) => {
    for (const name of USUAL_NAMES[kind]) {
      const i = names.indexOf(name);
      if (i >= 0) return i;
    }
    return -1;
  };
  const date = first('date');
  const amount = first('amount');
  const paidIn = first('paidIn');
  const paidOut = first('paidOut');
  if (date < 0 || (amount < 0 && paidIn < 0)) return null;
  const description = names
    .map((name, i) => (USUAL_NAMES.description.includes(name) ? i : -1))
    .filter((i) => i >= 0);
  if (amount >= 0) return { date, description, amount };
  return paidOut >= 0 ? { date, description, paidIn, paidOut } : { date, description, paidIn };
}

const MEMBER_COLUMNS = [
  'email',
  'email address',
  'e-mail',
  'first name',
  'firstname',
  'forename',
  'last name',
  'lastname',
  'surname',
  'handicap',
  'house',
  'year left',
  'mobile',
];

/** True for the header of a list of people (names, e-mail addresses, handicaps…) rather than of money. */
export const looksLikeMemberList = (header: string[]) =>
  header.map(columnName).filter((name) => MEMBER_COLUMNS.includes(name)).length >= 2;
