/**
 * Control characters: NUL, escape and the other C0 controls and DEL are refused wherever text
 * comes in; tab, line feed and carriage return are allowed (multi-line comments and descriptions).
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasNoControlCharacters = (v: unknown) => typeof v !== 'string' || !CONTROL_CHARACTERS.test(v);

export const controlCharactersMessage = (label = 'This field') =>
  `${label} must not contain control characters`;

/**
 * Line breaks (CR, LF, NEL and the Unicode line and paragraph separators): refused in one-line fields such as
 * people's names, which end up in e-mail subjects, greetings and CSV cells.
 */
export const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]/;

export const hasNoLineBreaks = (v: unknown) => typeof v !== 'string' || !LINE_BREAKS.test(v);

export const lineBreaksMessage = (label = 'This field') => `${label} must be on one line`;
