import { ACTION_LABELS } from '@shared/act-words';
import type { Action } from '@shared/schemas/act';
import type { MailAction } from './mail-content';

/** A message's one-click answers (modules/act) as its buttons, in order: each action's words and its link. */
export const answerButtons = (answers: [Action, string][]): MailAction[] =>
  answers.map(([action, url]) => ({ label: ACTION_LABELS[action], url }));

/**
 * The paragraph under the answers' buttons: each asks to confirm on the website, for the reader only; `until`, how
 * long the links work when they stop before they expire ('until the fixture starts').
 */
export const answerButtonsNote = (until?: string) =>
  `Each button opens a page on the website that asks you to confirm; it works for you only${until ? `, ${until}` : ''}. No password is needed.`;
