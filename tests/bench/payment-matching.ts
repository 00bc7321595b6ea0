// The bank statement proof: a 300-member year (bank-statements.ts) downloaded as each UK bank writes it, read by the
// statement reader and matched to members. Of the credits that carry one member's reference (as typed: exactly,
// with one character wrong, or beyond repair), at least 98 % are matched to that member automatically, and no
// credit is matched to the wrong member.
import { paymentMatcher } from '../../src/server/modules/payments/bank-statement/match-payments';
import { readBankStatement } from '../../src/server/modules/payments/bank-statement/read-statement';
import {
  BANK_LAYOUTS,
  makeYear,
  NEWEST_FIRST,
  writeStatement,
  type BankLayoutName,
  type Corpus,
  type CorpusCredit,
} from './bank-statements';
import { BUDGETS, verdict, type Line } from './budgets';
import { budgetTable, ms, table } from './report';

export interface MatchingFigures {
  layout: BankLayoutName;
  /** The layout the reader recognised. */
  readAs: string;
  credits: number;
  debitsIgnored: number;
  /** Credits carrying one member's reference, and how many of them were matched to that member. */
  referenceLines: number;
  referenceMatched: number;
  /** Of those, typed with one character wrong, and how many were still matched. */
  oneWrong: number;
  oneWrongMatched: number;
  /** Credits with the member's name and no reference matched by name and amount. */
  byNameAndAmount: number;
  /** Credits for two members, and how many were left for the treasurer to split. */
  forTwo: number;
  forTwoLeft: number;
  /** Credits matched to a member they are not from: must be 0. */
  wrong: number;
  /** Reading and matching the file. */
  milliseconds: number;
}

/** The corpus's credits in the order the reader answers them: by date, each day's in the file's order. */
function creditsAsRead(corpus: Corpus, layout: BankLayoutName): CorpusCredit[] {
  const byDay = new Map<string, CorpusCredit[]>();
  for (const line of corpus.lines) {
    if (line.kind === 'credit') byDay.set(line.date, [...(byDay.get(line.date) ?? []), line]);
  }
  return [...byDay.keys()]
    .sort()
    .flatMap((day) => (NEWEST_FIRST[layout] ? [...byDay.get(day)!].reverse() : byDay.get(day)!));
}

export function measureLayout(corpus: Corpus, layout: BankLayoutName): MatchingFigures {
  const file = writeStatement(corpus, layout);
  const started = performance.now();
  const reading = readBankStatement(file);
  if (!reading.recognised) throw new Error(`${layout}: not recognised (${reading.message})`);
  const match = paymentMatcher(corpus.members);
  const matches = reading.lines.map(match);
  const milliseconds = performance.now() - started;

  const expected = creditsAsRead(corpus, layout);
  if (expected.length !== reading.lines.length) {
    throw new Error(`${layout}: ${reading.lines.length} credits read, ${expected.length} written`);
  }
  const figures: MatchingFigures = {
    layout,
    readAs: reading.layout,
    credits: reading.lines.length,
    debitsIgnored: reading.debitsIgnored,
    referenceLines: 0,
    referenceMatched: 0,
    oneWrong: 0,
    oneWrongMatched: 0,
    byNameAndAmount: 0,
    forTwo: 0,
    forTwoLeft: 0,
    wrong: 0,
    milliseconds,
  };
  reading.lines.forEach((line, i) => {
    const credit = expected[i];
    if (line.date !== credit.date || line.amountPence !== credit.amountPence) {
      throw new Error(
        `${layout}: line ${i} is ${line.date} ${line.amountPence}, written ${credit.date} ${credit.amountPence}`,
      );
    }
    const found = matches[i].match;
    const own = credit.memberIds.length === 1 && found?.memberId === credit.memberIds[0];
    if (found && !own) figures.wrong++;
    if (credit.memberIds.length === 1 && credit.typing !== 'none') {
      figures.referenceLines++;
      if (own) figures.referenceMatched++;
      if (credit.typing === 'one wrong') {
        figures.oneWrong++;
        if (own) figures.oneWrongMatched++;
      }
    }
    if (credit.typing === 'none' && own && found?.reason === 'name and amount') figures.byNameAndAmount++;
    if (credit.memberIds.length > 1) {
      figures.forTwo++;
      if (!found) figures.forTwoLeft++;
    }
  });
  return figures;
}

/** Every layout's figures for the same made-up year. */
export function measurePaymentMatching(seed = 2026): MatchingFigures[] {
  const corpus = makeYear(seed);
  return BANK_LAYOUTS.map((layout) => measureLayout(corpus, layout));
}

export function reportPaymentMatching(figures: MatchingFigures[]) {
  const share = (a: number, b: number) => (b === 0 ? '-' : `${((a / b) * 100).toFixed(1)} %`);
  table(
    '9. Bank statements: a 300-member year as each bank downloads it, read and matched to members',
    [
      'bank',
      'read as',
      'credits',
      'with a reference',
      'matched',
      'one wrong matched',
      'by name',
      'for two left',
      'wrong',
      'time',
    ],
    figures.map((f) => [
      f.layout,
      f.readAs,
      f.credits,
      f.referenceLines,
      share(f.referenceMatched, f.referenceLines),
      `${f.oneWrongMatched}/${f.oneWrong}`,
      f.byNameAndAmount,
      `${f.forTwoLeft}/${f.forTwo}`,
      f.wrong,
      ms(f.milliseconds),
    ]),
  );
  const worst = Math.min(...figures.map((f) => f.referenceMatched / f.referenceLines));
  const wrong = figures.reduce((sum, f) => sum + f.wrong, 0);
  const lines: Line[] = [
    {
      figure: 'credits carrying a reference matched automatically (the worst bank)',
      value: share(worst, 1),
      budget: `≥ ${BUDGETS.paymentReferenceMatchShare * 100} %`,
      verdict: verdict(worst >= BUDGETS.paymentReferenceMatchShare),
    },
    {
      figure: 'credits matched to the wrong member (all banks)',
      value: String(wrong),
      budget: '0',
      verdict: verdict(wrong === 0),
    },
  ];
  budgetTable('Bank statement matching', lines);
}
