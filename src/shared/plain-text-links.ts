/** A piece of a plain-text paragraph: text, or a web address to make clickable. */
export type TextPart = string | { link: string; label: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;

/** Splits a paragraph into text and links; punctuation that ends a sentence is not part of the link. */
export function linkParts(paragraph: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    let url = match[0];
    const trailing = url.match(/[.,;:!?)\]'’]+$/);
    if (trailing) url = url.slice(0, -trailing[0].length);
    const start = match.index ?? 0;
    if (start > last) parts.push(paragraph.slice(last, start));
    parts.push({ link: url, label: url });
    last = start + url.length;
  }
  if (last < paragraph.length) parts.push(paragraph.slice(last));
  return parts;
}

/** Paragraphs of a plain-text body: separated by blank lines; single new lines kept within a paragraph. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
