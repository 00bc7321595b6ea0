import { sumPence } from '@shared/money';
import type { PreviewLine } from '@shared/schemas/money';

/** Whose a line is and whether it is to be recorded: as the site matched it, or as the treasurer chose. */
export interface LineChoice {
  memberId: number;
  name: string;
  /** 'reference' or 'name and amount' as the site matched it; 'chosen' when the treasurer chose the member. */
  reason: 'reference' | 'name and amount' | 'chosen';
  include: boolean;
}

export type Choices = Readonly<Record<string, LineChoice>>;

/** Every matched line not imported before is ticked; the others wait for the treasurer. */
export function firstChoices(lines: readonly PreviewLine[]): Choices {
  const choices: Record<string, LineChoice> = {};
  for (const line of lines)
    if (line.match && !line.alreadyImported) choices[line.lineId] = { ...line.match, include: true };
  return choices;
}

const toRecord = (lines: readonly PreviewLine[], choices: Choices) =>
  lines.filter((l) => !l.alreadyImported && choices[l.lineId]?.include);

/** The figures above the lines: how many, how many already imported, with a member, and to record (in pence). */
export function statementTotals(lines: readonly PreviewLine[], choices: Choices) {
  const chosen = toRecord(lines, choices);
  return {
    lines: lines.length,
    alreadyImported: lines.filter((l) => l.alreadyImported).length,
    matched: lines.filter((l) => !l.alreadyImported && choices[l.lineId]).length,
    toRecord: chosen.length,
    toRecordPence: sumPence(chosen.map((l) => l.amountPence)),
  };
}

/** The import's body: each ticked line with its member. */
export function chosenLines(lines: readonly PreviewLine[], choices: Choices) {
  return toRecord(lines, choices).map((l) => ({ lineId: l.lineId, memberId: choices[l.lineId].memberId }));
}

/** 'by reference', 'by name and amount', 'chosen by hand': why the line is that member's. */
export const reasonText = (reason: LineChoice['reason']) =>
  reason === 'chosen' ? 'chosen by hand' : `by ${reason}`;

/** '1 payment', '3 payments'. */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
