import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-errors';
import {
  readBankStatement,
  readStatementText,
  type ReadStatement,
  type StatementReading,
} from './read-statement';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252, as older downloads are: '£' is the one byte 0xA3. */
const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((c) => (c === '£' ? 0xa3 : c.charCodeAt(0))));

function read(file: string | Uint8Array, columns?: Parameters<typeof readBankStatement>[1]): ReadStatement {
  const reading: StatementReading = readBankStatement(typeof file === 'string' ? utf8(file) : file, columns);
  if (!reading.recognised) throw new Error(`not recognised: ${reading.message}`);
  return reading;
}
/** The lines without their ids, to compare with what the file says. */
const credits = (file: string | Uint8Array) =>
  read(file).lines.map(({ date, description, amountPence }) => ({ date, description, amountPence }));

/** The 400's message for a file that is refused. */
function refusal(file: string | Uint8Array): string {
  try {
    readBankStatement(typeof file === 'string' ? utf8(file) : file);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400) return (e.body[''] as string[])[0];
    throw e;
  }
  throw new Error('the file was not refused');
}

// Each bank's download as bank-layouts.ts describes it, with a member's payment in and a debit out.
const BARCLAYS = [
  'Number,Date,Account,Amount,Subcategory,Memo',
  ',03/08/2026,20-00-00 12345678,-10.99,PAYMENT,NETFLIX.COM         ON 02 AUG          BCC',
  ',15/07/2026,20-00-00 12345678,30.00,Counter Credit,J SMITH\tBPRWK9X8\tBGC',
  '0,29/10/2025,20-23-97 70176931,4640.11,Counter Credit,JELLYFISH UK LTD JELLYFISH UK BGC',
].join('\n');

const LLOYDS = [
  'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance,',
  "30/10/2025,FPI,'30-99-50,12345678,J SMITH BPRWK9X8 ,,30.00,14298.40,",
  "29/10/2025,DEB,'30-99-50,12345678,TEST EXPENSE ,4.60,,9039.09,",
].join('\n');

const NATWEST = [
  '',
  'Date, Type, Description, Value, Balance, Account Name, Account Number',
  '',
  `31/12/2025,BAC,"'J SMITH , BPRWK9X8 , FP 31/12/25 1452",30.00,1781.21,"'GOLF SOC","'600008-49127454",`,
  `31/12/2025,D/D,"'WWF UK",-10.00,1751.21,"'GOLF SOC","'600008-49127454",`,
  `2 January 2026,BAC,"'P JONES",45.00,1796.21,"'GOLF SOC","'600008-49127454",`,
].join('\r\n');

const NATIONWIDE = [
  '"Account Name:","FlexAccount ****12345"',
  '"Account Balance:","£1,252.70"',
  '"Available Balance: ","£1,252.70"',
  '',
  '"Date","Transaction type","Description","Paid out","Paid in","Balance"',
  '"21 Nov 2025","Transfer from","J SMITH BPRWK9X8","","£1,120.00","£1,252.70"',
  '"22 Nov 2025","Payment to","City Water","£31.15","","£1,221.55"',
].join('\r\n');

const MONZO = [
  'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In',
  'tx_0000AGoDcVlolqzYp9Vh0U,24/02/2026,17:44:34,Faster payment,John Smith,,Transfers,30.00,GBP,30.00,GBP,BPRWK9X8,,,BPRWK9X8,,,30.00',
  "tx_0000AGoDpgVm98x6eOfP1e,24/02/2026,17:46:57,Card payment,Royal St George's,⛳,General,-100.00,GBP,-100.00,GBP,,,,ROYAL ST GEORGES,,-100.00,",
].join('\n');

const STARLING = [
  'Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes',
  '01/10/2025,J Smith,BPRWK9X8,FASTER PAYMENT,30.00,5500.00,INCOME,',
  '02/10/2025,Landlord,Rent,FASTER PAYMENT,-1000.00,4500.00,PAYMENTS,',
].join('\n');

const HSBC = [
  '"15/03/2026","J SMITH BPRWK9X8","30.00"',
  '"16/03/2026","SALARY","1,500.00"',
  '"16/03/2026","TESCO","-12.40"',
].join('\n');

const FIRST_DIRECT = [
  'Date,Description,Amount',
  '15/03/2026,J SMITH BPRWK9X8,30.00',
  '16/03/2026,TESCO,-12.40',
].join('\n');

const SANTANDER = [
  'From: 01/01/2026 to 31/03/2026',
  '',
  'Account: XXXX XXXX XXXX 1234',
  '',
  'Date:\u00a002/01/2026',
  'Description:\u00a0FASTER PAYMENTS RECEIPT REF BPRWK9X8 FROM J SMITH',
  'Amount:\u00a030.00 GBP',
  'Balance:\u00a01234.56 GBP',
  '',
  'Date:\u00a003/01/2026',
  'Description:\u00a0CARD PAYMENT TO RYE GOLF CLUB',
  'Amount:\u00a0-£150.00 GBP',
  'Balance:\u00a01084.56 GBP',
  '',
].join('\r\n');

const SMITH = { date: '2026-07-15', description: 'J SMITH BPRWK9X8 BGC', amountPence: 3000 };

describe('readBankStatement: the main UK banks, recognised by their columns', () => {
  it('reads Barclays: one signed Amount, the payer in Memo (tabs and runs of spaces read as one space)', () => {
    const statement = read(BARCLAYS);
    expect(statement.layout).toBe('Barclays');
    expect(credits(BARCLAYS)).toEqual([
      { date: '2025-10-29', description: 'JELLYFISH UK LTD JELLYFISH UK BGC', amountPence: 464011 },
      SMITH,
    ]);
    expect(statement.debitsIgnored).toBe(1);
    expect(statement.unreadRows).toEqual([]);
  });

  it("reads Lloyds and Halifax: Debit and Credit Amount columns, the sort code's apostrophe, a trailing comma", () => {
    expect(read(LLOYDS).layout).toBe('Lloyds, Halifax, Bank of Scotland or TSB');
    expect(credits(LLOYDS)).toEqual([
      { date: '2025-10-30', description: 'J SMITH BPRWK9X8', amountPence: 3000 },
    ]);
    expect(read(LLOYDS).debitsIgnored).toBe(1);
  });

  it("reads NatWest: spaces after the header's commas, a blank line, apostrophes before text, dates in words", () => {
    expect(read(NATWEST).layout).toBe('NatWest, RBS or Ulster Bank');
    expect(credits(NATWEST)).toEqual([
      { date: '2025-12-31', description: 'J SMITH , BPRWK9X8 , FP 31/12/25 1452', amountPence: 3000 },
      { date: '2026-01-02', description: 'P JONES', amountPence: 4500 },
    ]);
  });

  it('reads Nationwide: account lines before the header, pound signs and thousands, Windows-1252 text', () => {
    for (const file of [windows1252(NATIONWIDE), utf8(NATIONWIDE), utf8(`\uFEFF${NATIONWIDE}`)]) {
      expect(read(file).layout).toBe('Nationwide');
      expect(credits(file)).toEqual([
        { date: '2025-11-21', description: 'J SMITH BPRWK9X8', amountPence: 112000 },
      ]);
      expect(read(file).debitsIgnored).toBe(1);
    }
  });

  it('reads Monzo: the name, notes and description together, each once', () => {
    expect(read(MONZO).layout).toBe('Monzo');
    expect(credits(MONZO)).toEqual([
      { date: '2026-02-24', description: 'John Smith / BPRWK9X8', amountPence: 3000 },
    ]);
  });

  it('reads Starling: the counter party and the reference', () => {
    expect(read(STARLING).layout).toBe('Starling');
    expect(credits(STARLING)).toEqual([
      { date: '2025-10-01', description: 'J Smith / BPRWK9X8', amountPence: 3000 },
    ]);
  });

  it('reads HSBC: no header at all, each row a date, a description and an amount', () => {
    expect(read(HSBC).layout).toBe('HSBC');
    expect(credits(HSBC)).toEqual([
      { date: '2026-03-15', description: 'J SMITH BPRWK9X8', amountPence: 3000 },
      { date: '2026-03-16', description: 'SALARY', amountPence: 150000 },
    ]);
  });

  it('reads first direct: Date, Description, Amount', () => {
    expect(read(FIRST_DIRECT).layout).toBe('HSBC or first direct');
    expect(credits(FIRST_DIRECT)).toEqual([
      { date: '2026-03-15', description: 'J SMITH BPRWK9X8', amountPence: 3000 },
    ]);
  });

  it("reads Santander's text download: Date, Description, Amount on lines of their own", () => {
    for (const file of [utf8(SANTANDER), windows1252(SANTANDER)]) {
      const statement = read(file);
      expect(statement.layout).toBe('Santander');
      expect(credits(file)).toEqual([
        {
          date: '2026-01-02',
          description: 'FASTER PAYMENTS RECEIPT REF BPRWK9X8 FROM J SMITH',
          amountPence: 3000,
        },
      ]);
      expect(statement.debitsIgnored).toBe(1);
    }
  });

  it('reads any statement whose columns have the usual names', () => {
    const coop = [
      'Date,Details,Money In,Money Out,Balance',
      '05/03/2026,J SMITH BPRWK9X8,30.00,,100.00',
      '06/03/2026,FEE,,1.00,99.00',
    ].join('\n');
    expect(read(coop).layout).toBe('the usual column names');
    expect(credits(coop)).toEqual([
      { date: '2026-03-05', description: 'J SMITH BPRWK9X8', amountPence: 3000 },
    ]);
    const other = [
      'Posting Date;Narrative;Reference;Credit (£);Debit (£)',
      '2026-03-05;J SMITH;BPRWK9X8;£30.00;',
    ].join('\n');
    expect(credits(other)).toEqual([
      { date: '2026-03-05', description: 'J SMITH / BPRWK9X8', amountPence: 3000 },
    ]);
  });
});

describe('readBankStatement: a statement whose columns are not known', () => {
  const ODD = [
    'When,What,How much,Running total',
    '05/03/2026,J SMITH BPRWK9X8,30.00,130.00',
    '06/03/2026,TESCO,-12.40,117.60',
  ].join('\n');

  it('answers the columns found, with examples and a guess, so the treasurer can say which is which', () => {
    const reading = readBankStatement(utf8(ODD));
    expect(reading).toEqual({
      recognised: false,
      message: expect.stringContaining('which column holds the date'),
      columns: [
        { index: 0, name: 'When', examples: ['05/03/2026', '06/03/2026'] },
        { index: 1, name: 'What', examples: ['J SMITH BPRWK9X8', 'TESCO'] },
        { index: 2, name: 'How much', examples: ['30.00', '-12.40'] },
        { index: 3, name: 'Running total', examples: ['130.00', '117.60'] },
      ],
      guess: { date: 0, description: [1] },
    });
  });

  it('then reads it with the columns chosen', () => {
    const statement = read(utf8(ODD), { date: 0, description: [1], amount: 2 });
    expect(statement.layout).toBe('the columns chosen');
    expect(statement.lines.map((l) => [l.date, l.description, l.amountPence])).toEqual([
      ['2026-03-05', 'J SMITH BPRWK9X8', 3000],
    ]);
    const split = read(utf8('Day,Who,In,Out\n05/03/2026,J SMITH,30.00,\n06/03/2026,TESCO,,12.40'), {
      date: 0,
      description: [1],
      paidIn: 2,
      paidOut: 3,
    });
    expect(split.lines.map((l) => l.amountPence)).toEqual([3000]);
    expect(split.debitsIgnored).toBe(1);
  });

  it('answers numbered columns for a file with no header', () => {
    const reading = readBankStatement(
      utf8('05/03/2026,FP,J SMITH,30.00,130.00\n06/03/2026,DD,TESCO,-12.40,117.60'),
    );
    expect(reading.recognised).toBe(false);
    if (reading.recognised) return;
    expect(reading.columns.map((c) => c.name)).toEqual([
      'Column 1',
      'Column 2',
      'Column 3',
      'Column 4',
      'Column 5',
    ]);
    expect(reading.guess.date).toBe(0);
  });

  it('takes a mostly empty column of money paid in for money', () => {
    const debits = Array.from({ length: 9 }, (_, i) => `0${i + 1}/03/2026,CLUB ${i},,${i + 10}.00`);
    const reading = readBankStatement(
      utf8(['Day,Who,In,Out', '10/03/2026,J SMITH,30.00,', ...debits].join('\n')),
    );
    expect(reading.recognised).toBe(false);
    if (reading.recognised) return;
    expect(reading.guess).toEqual({ date: 0, description: [1] });
  });

  it('refuses columns the file does not have, or no amount', () => {
    expect(() => readBankStatement(utf8(ODD), { date: 0, description: [1], amount: 9 })).toThrow(
      'Please choose columns that the file has',
    );
    expect(() => readBankStatement(utf8(ODD), { date: 0, description: [1] })).toThrow('Please choose either');
    expect(() => readBankStatement(utf8(ODD), { date: 0, description: [1], amount: 2, paidIn: 3 })).toThrow(
      'Please choose either',
    );
  });
});

describe('readBankStatement: rows it cannot read', () => {
  it('cuts a description longer than any bank writes at 500 characters', () => {
    const [line] = read(`Date,Description,Amount\n05/03/2026,${'X'.repeat(2000)},30.00`).lines;
    expect(line.description).toHaveLength(500);
  });

  it('names the rows of the file holding something other than a date and an amount', () => {
    const file = [
      'Date,Description,Amount,Balance',
      '05/03/2026,J SMITH,30.00,100.00',
      '31/02/2026,NOT A DAY,30.00,130.00',
      '06/03/2026,P JONES,thirty,130.00',
      ',,,',
      'Total,,60.00,',
    ].join('\n');
    const statement = read(file);
    expect(statement.lines.map((l) => l.description)).toEqual(['J SMITH']);
    expect(statement.unreadRows).toEqual([3, 4, 6]);
  });
});

describe('readBankStatement: what is not a bank statement, refused plainly', () => {
  it('refuses a PDF, a workbook, a picture, an OFX or QIF file, a web page and other binary files', () => {
    expect(refusal(utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toMatch(
      /^This file is a PDF, not a bank statement in CSV\. Please download/,
    );
    expect(refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]))).toMatch(/an Excel workbook/);
    expect(refusal(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(
      /an Excel workbook \(\.xls\)/,
    );
    expect(refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatch(/a picture/);
    expect(refusal(utf8('OFXHEADER:100\nDATA:OFXSGML'))).toMatch(/an OFX file/);
    expect(refusal(utf8('!Type:Bank\nD03/10/2026\nT-9.99'))).toMatch(/a QIF file/);
    expect(refusal(utf8('<html><body><table><tr><td>Date</td></tr></table>'))).toMatch(/a web page/);
    expect(refusal(Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]))).toMatch(
      /^This file is not a CSV file/,
    );
  });

  it('refuses a list of members, saying where members are imported', () => {
    const members = [
      'First Name,Last Name,Email,Year Left,House,Handicap,Mobile',
      'John,Smith,john@example.com,1985,Kipling,12.4,07700 900123',
    ].join('\n');
    expect(refusal(members)).toMatch(/^This file looks like a list of members, not a bank statement/);
  });

  it('refuses a spreadsheet without dates and amounts', () => {
    expect(refusal('Name,Score\nSmith,36\nJones,32')).toMatch(
      /^This file does not look like a bank statement/,
    );
    expect(refusal('Date,Note\n05/03/2026,hello\n06/03/2026,again')).toMatch(
      /^This file does not look like a bank statement/,
    );
  });

  it('refuses an empty file, a file over 2 MB, and more than 20,000 lines', () => {
    expect(refusal('')).toBe('The file is empty');
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41);
    expect(refusal(big)).toMatch(/^The file is 2\.0 MB; a bank statement is at most 2 MB/);
    const rows = Array.from({ length: 20_001 }, (_, i) => `01/01/2026,X${i},1.00`);
    expect(refusal(['Date,Description,Amount', ...rows].join('\n'))).toMatch(
      /^The statement has 20,001 lines; please upload at most 20,000/,
    );
    const exactly = Array.from({ length: 20_000 }, (_, i) => `01/01/2026,X${i},1.00`);
    expect(read(['Date,Description,Amount', ...exactly].join('\n')).lines).toHaveLength(20_000);
  });

  it('refuses a quotation mark never closed', () => {
    expect(refusal('Date,Description,Amount\n05/03/2026,"J SMITH,30.00\n')).toMatch(
      /quotation marks on row 2 is never closed/,
    );
  });
});

describe('lineId: the same statement line has the same id in every download of it', () => {
  const ids = (file: string | Uint8Array) => read(file).lines.map((l) => l.lineId);

  it('whatever the line endings, byte order mark, quoting or spacing', () => {
    const again = `\uFEFF${BARCLAYS.replace(/\n/g, '\r\n').replace('J SMITH\tBPRWK9X8\tBGC', '"J SMITH  BPRWK9X8 BGC"')}`;
    expect(ids(again)).toEqual(ids(BARCLAYS));
    expect(new Set(ids(BARCLAYS)).size).toBe(2);
  });

  it('keeps apart identical payments on the same day, and finds them again in an overlapping statement', () => {
    const header = 'Date,Description,Amount';
    const day = (d: string, n: number) => Array.from({ length: n }, () => `${d}/03/2026,J SMITH SUBS,30.00`);
    const march = [header, ...day('01', 1), ...day('02', 2), ...day('03', 1)].join('\n');
    const later = [header, ...day('02', 2), ...day('03', 1), ...day('04', 3)].join('\n');
    const first = ids(march);
    const second = ids(later);
    expect(new Set(first).size).toBe(4);
    expect(new Set(second).size).toBe(6);
    // 2 and 3 March are in both: their three lines have the same ids, so they are recorded once.
    expect(second.filter((id) => first.includes(id))).toHaveLength(3);
    expect(new Set([...first, ...second]).size).toBe(1 + 2 + 1 + 3);
  });

  it('is a different id for a different date, amount or description', () => {
    const [a] = ids('Date,Description,Amount\n01/03/2026,J SMITH,30.00');
    expect(ids('Date,Description,Amount\n02/03/2026,J SMITH,30.00')[0]).not.toBe(a);
    expect(ids('Date,Description,Amount\n01/03/2026,J SMITH,30.01')[0]).not.toBe(a);
    expect(ids('Date,Description,Amount\n01/03/2026,P SMITH,30.00')[0]).not.toBe(a);
    expect(ids('Date,Description,Amount\n01/03/2026,j smith,30.00')[0]).toBe(a);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('readStatementText', () => {
  it('reads text already decoded the same as the bytes', () => {
    expect(readStatementText(STARLING)).toEqual(readBankStatement(utf8(STARLING)));
  });
});
