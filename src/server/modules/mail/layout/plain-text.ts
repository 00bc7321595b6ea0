import { buttonsOf, paragraphText, type MailContent, type MailSettings } from './mail-content';

/**
 * The text part, for mail programs that show no HTML and for readers who prefer it: the same words as the HTML,
 * each button's address on a line of its own (mail programs make it a link), and the footer after a signature line.
 */
export function plainTextOf(settings: MailSettings, c: MailContent): string {
  const blocks = [
    c.greeting,
    ...c.intro.map(paragraphText),
    ...buttonsOf(c).map((a) => `${a.label}:\n${a.url}`),
    ...(c.outro ?? []).map(paragraphText),
    settings.societyName,
    `-- \n${c.reason}${c.unsubscribe ? `\n${c.unsubscribe.label}: ${c.unsubscribe.url}` : ''}\nQuestions? Write to ${settings.contactEmail}`,
  ];
  return `${blocks.filter((b): b is string => Boolean(b)).join('\n\n')}\n`;
}
