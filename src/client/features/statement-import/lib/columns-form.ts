import { z } from 'zod';
import type { StatementColumns, StatementPreview } from '@shared/schemas/money';

type Question = Extract<StatementPreview, { recognised: false }>;

const column = z.string();
const chosen = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The treasurer's answer to 'which column is which' as the form holds it (each column by its position, as text),
 * read into the preview's `columns`.
 */
export const columnsFormSchema = z
  .object({
    date: column.min(1, 'Choose the column of dates'),
    // A group of one checkbox answers true or false, not a list: read as the list it stands for.
    description: z.preprocess(
      (v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []),
      z.array(column).min(1, 'Choose the description column').max(5, 'Choose at most 5 description columns'),
    ),
    amounts: z.enum(['one', 'two'], { error: 'Say how the amounts are written' }),
    amount: column,
    paidIn: column,
    paidOut: column,
  })
  .superRefine((v, ctx) => {
    if (v.amounts === 'one' && v.amount === '')
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Choose the column of amounts' });
    if (v.amounts === 'two' && v.paidIn === '')
      ctx.addIssue({ code: 'custom', path: ['paidIn'], message: 'Choose the column of money paid in' });
  })
  .transform((v): StatementColumns => ({
    date: Number(v.date),
    description: v.description.map(Number),
    ...(v.amounts === 'one'
      ? { amount: chosen(v.amount) }
      : { paidIn: chosen(v.paidIn), paidOut: chosen(v.paidOut) }),
  }));
export type ColumnsFormInput = z.input<typeof columnsFormSchema>;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form's first answer: the server's guess. */
export function guessedAnswer(question: Question): ColumnsFormInput {
  const { guess } = question;
  return {
    date: text(guess.date),
    description: (guess.description ?? []).map(String),
    amounts: guess.paidIn !== undefined && guess.amount === undefined ? 'two' : 'one',
    amount: text(guess.amount),
    paidIn: text(guess.paidIn),
    paidOut: text(guess.paidOut),
  };
}

/** A column as the treasurer knows it: its heading, or its place when it has none. */
export const columnName = (c: { index: number; name: string }) => c.name.trim() || `Column ${c.index + 1}`;
