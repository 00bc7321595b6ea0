// A society's bank account for a year, made up and written as each UK bank would download it: the proof of the
// statement reader and the payment matcher (tests and `payment-matching.ts` in the bench).
//
// 300 members, each with a permanent reference, pay their subscription and a few fixtures' fees by bank transfer.
// As members do: most type their reference as given, some in small letters or with spaces, some with words around
// it ('SUBS BPRWK9X8'), some with one character wrong (changed, swapped, left out, added), a few beyond repair
// (two wrong) and some with no reference at all (only their name, which the bank shows in capitals). A few pay for
// themselves and a friend in one transfer, giving both references. The account also has interest and club refunds
// coming in, and money going out: green fees, the caterer, and refunds to members. Every credit knows whose it is.
import { makePaymentReference, REFERENCE_ALPHABET } from '../../src/shared/payment-reference';

/** A member as the matcher takes them, with the name their bank account gives for them. */
export interface CorpusMember {
  id: number;
  firstName: string;
  lastName: string;
  initials: null;
  paymentReference: string;
  owesPence: number;
  /** The name of the member's bank account, as payments from it show it ('MR J R SMITH'). */
  accountName: string;
}

/** How the reference was typed. */
export type Typing = 'exact' | 'one wrong' | 'beyond repair' | 'none';

export interface CorpusCredit {
  kind: 'credit';
  date: string;
  amountPence: number;
  /** Who the bank shows as paying. */
  payer: string;
  /** What they typed in the reference field (at most 18 characters, as UK banks allow). */
  reference: string;
  /** Whose payment it is: one member, several (to be split by hand), or none (interest, a club's refund). */
  memberIds: number[];
  typing: Typing;
}

export interface CorpusDebit {
  kind: 'debit';
  date: string;
  /** Less than 0. */
  amountPence: number;
  payee: string;
  reference: string;
}

export type CorpusLine = CorpusCredit | CorpusDebit;

export interface Corpus {
  year: number;
  members: CorpusMember[];
  /** In date order; a day's lines in the order they happened. */
  lines: CorpusLine[];
}

/** A small, fast generator of the same numbers for the same seed (mulberry32). */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

const FIRST_NAMES = [
  'John',
  'James',
  'Peter',
  'Paul',
  'Richard',
  'Robert',
  'Michael',
  'David',
  'Andrew',
  'Anthony',
  'Charles',
  'Christopher',
  'Edward',
  'Geoffrey',
  'Hugh',
  'Henry',
  'Jonathan',
  'Mark',
  'Nicholas',
  'Oliver',
  'Simon',
  'Stephen',
  'Thomas',
  'Timothy',
  'William',
  'Alexander',
  'Benjamin',
  'Duncan',
  'Giles',
  'Rupert',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  'Brown',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Johnson',
  'Roberts',
  'Robinson',
  'Thompson',
  'Wright',
  'Walker',
  'White',
  'Edwards',
  'Hughes',
  'Green',
  'Hall',
  'Lewis',
  'Harris',
  'Clarke',
  'Patel',
  'Jackson',
  'Wood',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Morris',
  'Moore',
  'Clark',
  'Lee',
  'King',
  'Baker',
  'Harrison',
  'Morgan',
  'Allen',
  'James',
  'Scott',
  'Phillips',
  'Watson',
  'Davis',
  'Parker',
  'Price',
  'Bennett',
  'Young',
  'Griffiths',
  'Mitchell',
  'Kelly',
  'Cook',
  'Carter',
  'Richardson',
  'Bailey',
  'Collins',
  'Bell',
  'Shaw',
  'Murphy',
  'Miller',
  'Cox',
  'Richards',
  'Khan',
  'Marshall',
  'Anderson',
  'Simpson',
  'Ellis',
  'Adams',
  'Singh',
  'Begum',
  'Wilkinson',
  'Foster',
  'Chapman',
  'Powell',
  'Webb',
  'Rogers',
  'Gray',
  'Mason',
  'Ali',
  'Hunt',
  'Hussain',
  'Campbell',
  'Matthews',
  'Owen',
  'Palmer',
  'Holmes',
  'Mills',
  'Barnes',
  'Knight',
  'Lloyd',
  'Butler',
  'Russell',
  'Barker',
  'Fisher',
  'Stevens',
  'Jenkins',
  'Murray',
  'Dixon',
  'Harvey',
  "O'Brien",
  'Smith-Jones',
  'De La Mare',
  'Fforde',
  'Ashby-Clarke',
  'May',
  'Day',
  'Cholmondeley',
  'Featherstonehaugh',
  'Núñez',
];

const isoDate = (year: number, dayOfYear: number) =>
  new Date(Date.UTC(year, 0, 1 + dayOfYear)).toISOString().slice(0, 10);

/** The reference as a member typed it: one character wrong in one of the ways people get it wrong. */
function oneWrong(reference: string, r: ReturnType<typeof randomFrom>): string {
  const at = r.int(reference.length);
  const other = () => {
    const lookAlike: Record<string, string> = {
      Q: 'O',
      Z: '2',
      S: '5',
      B: '8',
      G: '6',
      U: 'V',
      '2': 'Z',
      '5': 'S',
    };
    return r.chance(0.4) && lookAlike[reference[at]]
      ? lookAlike[reference[at]]
      : r.pick([...REFERENCE_ALPHABET].filter((c) => c !== reference[at]));
  };
  switch (r.int(4)) {
    case 0:
      return reference.slice(0, at) + other() + reference.slice(at + 1);
    case 1: {
      const p = Math.min(at, reference.length - 2);
      if (reference[p] === reference[p + 1])
        return reference.slice(0, at) + other() + reference.slice(at + 1);
      return reference.slice(0, p) + reference[p + 1] + reference[p] + reference.slice(p + 2);
    }
    case 2:
      return reference.slice(0, at) + reference.slice(at + 1);
    default:
      return reference.slice(0, at) + r.pick([...REFERENCE_ALPHABET]) + reference.slice(at);
  }
}

/** The reference field as the member filled it in (18 characters at most). */
function typedField(reference: string, r: ReturnType<typeof randomFrom>): string {
  const forms = [
    () => reference,
    () => reference,
    () => reference,
    () => reference.toLowerCase(),
    () => `${reference.slice(0, 4)} ${reference.slice(4)}`,
    () => `${reference.slice(0, 3)}-${reference.slice(3, 6)}-${reference.slice(6)}`,
    () => `SUBS ${reference}`,
    () => `${reference} GOLF`,
    () => `REF ${reference}`,
    () => `Golf ${reference.toLowerCase()}`,
  ];
  return r.pick(forms)().slice(0, 18);
}

/** The name of a member's bank account, in one of the ways banks hold them. */
function accountNameOf(first: string, last: string, r: ReturnType<typeof randomFrom>): string {
  const i = first[0];
  const middle = r.pick('ABCDEFGHJKLMNPRSTW'.split(''));
  return r
    .pick([
      `${i} ${last}`,
      `${i} ${last}`,
      `${i} ${last}`,
      `MR ${i} ${middle} ${last}`,
      `MR ${i} ${middle} ${last}`,
      `${first} ${last}`,
      `${last} ${i}`,
      `${i}${middle} ${last}`,
      `DR ${i} ${last}`,
      `MR ${i} & MRS ${r.pick(['A', 'C', 'E', 'S'])} ${last}`,
    ])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/**
 * A year of the society's account: `memberCount` members and every line of money in and out, the same for the same
 * seed. Of the payments, about 6 % have the reference typed with one character wrong, 1 % beyond repair, 8 % no
 * reference at all, and 2 % are for two members.
 */
export function makeYear(seed = 2026, memberCount = 300, year = 2026): Corpus {
  const r = randomFrom(seed);
  const members: CorpusMember[] = [];
  for (let id = 1; id <= memberCount; id++) {
    const firstName = r.pick(FIRST_NAMES);
    const lastName = r.pick(SURNAMES);
    members.push({
      id,
      firstName,
      lastName,
      initials: null,
      paymentReference: makePaymentReference(
        id,
        Array.from({ length: 3 }, () => r.pick([...REFERENCE_ALPHABET])).join(''),
      ),
      owesPence: r.pick([3000, 4500, 5500, 6500, 7500, 9000, 12000]),
      accountName: accountNameOf(firstName, lastName, r),
    });
  }

  // Fathers and sons, and brothers: members of one surname and initial (J SMITH could be either), each owing a
  // different sum, so that a payment by name alone cannot tell them apart by its amount.
  const namesakes = new Map<number, CorpusMember>();
  for (let i = 0; i + 1 < members.length && namesakes.size < 16; i += Math.floor(members.length / 8)) {
    const [elder, younger] = [members[i], members[i + 1]];
    younger.lastName = elder.lastName;
    younger.firstName =
      r.pick(FIRST_NAMES.filter((f) => f[0] === elder.firstName[0] && f !== elder.firstName)) ??
      elder.firstName;
    younger.accountName = `${elder.firstName[0]} ${elder.lastName}`
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    elder.accountName = younger.accountName;
    if (younger.owesPence === elder.owesPence) younger.owesPence += 1500;
    namesakes.set(elder.id, younger).set(younger.id, elder);
  }

  const lines: (CorpusLine & { order: number })[] = [];
  let order = 0;
  const credit = (
    day: number,
    amountPence: number,
    payer: string,
    reference: string,
    memberIds: number[],
    typing: Typing,
  ) =>
    lines.push({
      kind: 'credit',
      date: isoDate(year, day),
      amountPence,
      payer,
      reference,
      memberIds,
      typing,
      order: order++,
    });
  const debit = (day: number, amountPence: number, payee: string, reference: string) =>
    lines.push({
      kind: 'debit',
      date: isoDate(year, day),
      amountPence: -amountPence,
      payee,
      reference,
      order: order++,
    });

  const pay = (m: CorpusMember, day: number, amountPence: number) => {
    const roll = r.next();
    if (roll < 0.02) {
      // For a friend too: both references in the one reference field (8 + 1 + 8 characters), one perhaps mistyped.
      const friend = r.pick(members.filter((o) => o.id !== m.id));
      const second = r.chance(0.3) ? oneWrong(friend.paymentReference, r) : friend.paymentReference;
      credit(
        day,
        amountPence * 2,
        m.accountName,
        `${m.paymentReference} ${second}`,
        [m.id, friend.id],
        'exact',
      );
    } else if (roll < 0.1) {
      // No reference: the member's name is all the statement shows; often just what they owe, or (for a member
      // with a namesake) what the namesake owes.
      const namesake = namesakes.get(m.id);
      const amount = r.chance(0.6)
        ? m.owesPence
        : namesake && r.chance(0.5)
          ? namesake.owesPence
          : amountPence;
      credit(day, amount, m.accountName, r.pick(['', 'GOLF', 'SUBS', 'GOLF SOCIETY', 'RYE']), [m.id], 'none');
    } else if (roll < 0.16) {
      credit(
        day,
        amountPence,
        m.accountName,
        typedField(oneWrong(m.paymentReference, r), r),
        [m.id],
        'one wrong',
      );
    } else if (roll < 0.17) {
      const twice = oneWrong(oneWrong(m.paymentReference, r), r);
      credit(day, amountPence, m.accountName, twice, [m.id], 'beyond repair');
    } else {
      credit(day, amountPence, m.accountName, typedField(m.paymentReference, r), [m.id], 'exact');
    }
  };

  for (const m of members) {
    // The subscription, between January and March; then a few fixtures between April and October.
    pay(m, r.int(90), 3000);
    const fixtures = r.pick([0, 1, 1, 2, 2, 3, 4]);
    for (let f = 0; f < fixtures; f++) {
      pay(m, 90 + r.int(214), r.pick([4500, 5500, 6500, 8000]) + (r.chance(0.2) ? 6000 : 0));
    }
  }
  for (let month = 0; month < 12; month++) {
    const end = Math.min(364, Math.floor((month + 1) * 30.4));
    credit(end, 30 + r.int(400), 'INTEREST', 'GROSS INTEREST', [], 'none');
  }
  for (let i = 0; i < 6; i++) {
    credit(
      90 + r.int(200),
      2000 + r.int(20) * 500,
      `${r.pick(['RYE', 'WOKING', 'LIPHOOK', 'WALTON HEATH'])} GOLF CLUB`,
      'REFUND DEPOSIT',
      [],
      'none',
    );
  }
  for (let i = 0; i < 40; i++) {
    const club = r.pick([
      'RYE GOLF CLUB',
      'WOKING GOLF CLUB',
      'SWINLEY FOREST GC',
      'LIPHOOK GOLF CLUB',
      'WALTON HEATH GC',
    ]);
    debit(90 + r.int(214), 20000 + r.int(200) * 1000, club, `GREEN FEES ${1 + r.int(12)}`);
  }
  for (let i = 0; i < 8; i++)
    debit(90 + r.int(214), 150000 + r.int(100) * 500, 'COUNTY CATERING LTD', 'DINNER');
  for (let i = 0; i < 12; i++) {
    // Refunds out to members who withdrew in time: the member's name and reference, money going out.
    const m = r.pick(members);
    debit(90 + r.int(214), r.pick([4500, 5500, 6500]), m.accountName, `REFUND ${m.paymentReference}`);
  }
  debit(200, 34550, 'TOYE KENNING SPENCER', 'ENGRAVING');

  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
  return { year, members, lines: lines.map(({ order: _, ...line }) => line) };
}

// ------------------------------------------------------------------------------------------------------------------
// The year written as each bank downloads it (bank-layouts.ts says what each is based on).

export const BANK_LAYOUTS = [
  'Barclays',
  'Lloyds',
  'NatWest',
  'Nationwide',
  'Monzo',
  'Starling',
  'HSBC',
  'Santander',
] as const;
export type BankLayoutName = (typeof BANK_LAYOUTS)[number];

/** What the bank file holds for a line of the corpus: the payer's or payee's name and the reference. */
const party = (line: CorpusLine) => (line.kind === 'credit' ? line.payer : line.payee);
const [y, m, d] = [
  (iso: string) => iso.slice(0, 4),
  (iso: string) => iso.slice(5, 7),
  (iso: string) => iso.slice(8, 10),
];
const ddmmyyyy = (iso: string) => `${d(iso)}/${m(iso)}/${y(iso)}`;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonYyyy = (iso: string) => `${d(iso)} ${MONTH_NAMES[Number(m(iso)) - 1]} ${y(iso)}`;
/** 1234.5 pounds as '1234.50' (pence to text by integer arithmetic). */
const plain = (pence: number) =>
  `${pence < 0 ? '-' : ''}${Math.floor(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;
const withCommas = (pence: number) => plain(pence).replace(/\B(?=(\d{3})+(?!\d)\.)/g, ',');
const quoted = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function withBalances(lines: CorpusLine[]): { line: CorpusLine; balance: number }[] {
  let balance = 1_250_000;
  return lines.map((line) => ({ line, balance: (balance += line.amountPence) }));
}

/** Windows-1252 bytes, as older downloads are ('£' the one byte 0xA3; the text has no other non-ASCII letters). */
const windows1252 = (text: string) =>
  Uint8Array.from(
    [...text].map((c) =>
      c === '£' ? 0xa3 : c === '\u00a0' ? 0xa0 : c.charCodeAt(0) < 128 ? c.charCodeAt(0) : 0x3f,
    ),
  );
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Which way round each bank lists its lines: newest first, or oldest. */
export const NEWEST_FIRST: Record<BankLayoutName, boolean> = {
  Barclays: true,
  Lloyds: true,
  NatWest: false,
  Nationwide: false,
  Monzo: false,
  Starling: false,
  HSBC: true,
  Santander: true,
};

/** The lines (all of them, or those from `from` to `to` inclusive) as the bank's download file. */
export function writeStatement(
  corpus: Corpus,
  layout: BankLayoutName,
  from = '0000',
  to = '9999',
): Uint8Array {
  const chosen = withBalances(corpus.lines).filter(({ line }) => line.date >= from && line.date <= to);
  const ordered = NEWEST_FIRST[layout] ? [...chosen].reverse() : chosen;
  const text = (line: CorpusLine) => [party(line), line.reference].filter(Boolean).join(' ');
  switch (layout) {
    case 'Barclays':
      return utf8(
        [
          'Number,Date,Account,Amount,Subcategory,Memo',
          ...ordered.map(({ line }) =>
            [
              '',
              ddmmyyyy(line.date),
              '20-00-00 43218765',
              plain(line.amountPence),
              line.kind === 'credit' ? 'Counter Credit' : 'Bill Payment',
              `${party(line)}\t${line.reference}\t${line.kind === 'credit' ? 'BGC' : 'BBP'}`.replace(
                /,/g,
                ' ',
              ),
            ].join(','),
          ),
        ].join('\n') + '\n',
      );
    case 'Lloyds':
      return utf8(
        [
          'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance',
          ...ordered.map(({ line, balance }) =>
            [
              ddmmyyyy(line.date),
              line.kind === 'credit' ? 'FPI' : 'FPO',
              "'30-99-50",
              '12345678',
              text(line).replace(/,/g, ' '),
              line.kind === 'debit' ? plain(-line.amountPence) : '',
              line.kind === 'credit' ? plain(line.amountPence) : '',
              plain(balance),
            ].join(','),
          ),
        ].join('\r\n') + '\r\n',
      );
    case 'NatWest':
      return utf8(
        [
          '',
          'Date, Type, Description, Value, Balance, Account Name, Account Number',
          '',
          ...ordered.map(
            ({ line, balance }) =>
              [
                ddmmyyyy(line.date),
                line.kind === 'credit' ? 'BAC' : 'OTR',
                `"'${party(line)} , ${line.reference} , FP ${ddmmyyyy(line.date).slice(0, 6)}${y(line.date).slice(2)} 1452 RP4679${line.date.replace(/-/g, '').slice(4)}"`,
                plain(line.amountPence),
                plain(balance),
                `"'GOLF SOCIETY"`,
                `"'600008-49127454"`,
              ].join(',') + ',',
          ),
        ].join('\r\n') + '\r\n',
      );
    case 'Nationwide':
      return windows1252(
        [
          quoted(['Account Name:', 'Business Account ****27454']),
          quoted(['Account Balance:', `£${withCommas(chosen.at(-1)?.balance ?? 0)}`]),
          quoted(['Available Balance: ', `£${withCommas(chosen.at(-1)?.balance ?? 0)}`]),
          '',
          quoted(['Date', 'Transaction type', 'Description', 'Paid out', 'Paid in', 'Balance']),
          ...ordered.map(({ line, balance }) =>
            quoted([
              dMonYyyy(line.date),
              line.kind === 'credit' ? 'Bank credit' : 'Payment to',
              text(line),
              line.kind === 'debit' ? `£${withCommas(-line.amountPence)}` : '',
              line.kind === 'credit' ? `£${withCommas(line.amountPence)}` : '',
              `£${withCommas(balance)}`,
            ]),
          ),
        ].join('\r\n') + '\r\n',
      );
    case 'Monzo':
      return utf8(
        [
          'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In',
          ...ordered.map(({ line }, i) =>
            [
              `tx_0000${String(i).padStart(6, '0')}AGoDcVlolqzYp`,
              ddmmyyyy(line.date),
              `${String(8 + (i % 10)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
              line.kind === 'credit' ? 'Faster payment' : 'Faster payment',
              titleCase(party(line)).replace(/,/g, ' '),
              '',
              line.kind === 'credit' ? 'Income' : 'General',
              plain(line.amountPence),
              'GBP',
              plain(line.amountPence),
              'GBP',
              line.reference,
              '',
              '',
              line.reference,
              '',
              line.kind === 'debit' ? plain(line.amountPence) : '',
              line.kind === 'credit' ? plain(line.amountPence) : '',
            ].join(','),
          ),
        ].join('\n') + '\n',
      );
    case 'Starling':
      return utf8(
        `\uFEFF${[
          'Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes',
          ...ordered.map(({ line, balance }) =>
            [
              ddmmyyyy(line.date),
              party(line),
              line.reference,
              'FASTER PAYMENT',
              plain(line.amountPence),
              plain(balance),
              line.kind === 'credit' ? 'INCOME' : 'PAYMENTS',
              '',
            ].join(','),
          ),
        ].join('\n')}\n`,
      );
    case 'HSBC':
      return utf8(
        ordered
          .map(({ line }) => quoted([ddmmyyyy(line.date), text(line), withCommas(line.amountPence)]))
          .join('\r\n') + '\r\n',
      );
    case 'Santander':
      return windows1252(
        [
          `From:\u00a0${ddmmyyyy(chosen[0]?.line.date ?? '2026-01-01')} to ${ddmmyyyy(chosen.at(-1)?.line.date ?? '2026-12-31')}`,
          '',
          'Account:\u00a0XXXX XXXX XXXX 7454',
          '',
          ...ordered.flatMap(({ line, balance }) => [
            `Date:\u00a0${ddmmyyyy(line.date)}`,
            `Description:\u00a0${line.kind === 'credit' ? 'FASTER PAYMENTS RECEIPT REF' : 'BILL PAYMENT TO'} ${line.reference} ${line.kind === 'credit' ? 'FROM' : ''} ${party(line)}`.replace(
              /\s+/g,
              ' ',
            ),
            `Amount:\u00a0${plain(line.amountPence)} GBP`,
            `Balance:\u00a0${plain(balance)} GBP`,
            '',
          ]),
        ].join('\r\n'),
      );
  }
}
