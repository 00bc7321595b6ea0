import { describe, expect, it } from 'vitest';
import { columnsFormSchema, guessedAnswer } from './columns-form';

const question = {
  recognised: false as const,
  message: 'Please say which column holds the date',
  lines: [] as [],
  columns: [
    { index: 0, name: 'When', examples: ['05/03/2026'] },
    { index: 1, name: 'What', examples: ['J SMITH BPRWK9X8'] },
    { index: 2, name: 'In', examples: ['30.00'] },
    { index: 3, name: 'Out', examples: ['12.40'] },
  ],
  guess: { date: 0, description: [1] },
};

describe("the treasurer's answer to which column is which", () => {
  it('starts from the server guess and reads into the preview columns', () => {
    const answer = { ...guessedAnswer(question), amounts: 'two' as const, paidIn: '2', paidOut: '3' };
    expect(columnsFormSchema.parse(answer)).toEqual({ date: 0, description: [1], paidIn: 2, paidOut: 3 });
  });

  it('reads one column of signed amounts, and a single description box', () => {
    const answer = { ...guessedAnswer(question), description: '1', amount: '2' };
    expect(columnsFormSchema.parse(answer)).toEqual({ date: 0, description: [1], amount: 2 });
  });

  it('asks for what is missing', () => {
    const result = columnsFormSchema.safeParse({
      date: '',
      description: false,
      amounts: 'two',
      amount: '',
      paidIn: '',
      paidOut: '',
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Choose the column of dates',
      'Choose the description column',
      'Choose the column of money paid in',
    ]);
  });
});
