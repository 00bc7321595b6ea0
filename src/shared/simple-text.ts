import { paragraphsOf } from './plain-text-links';

/**
 * The settings' plain text (the welcome and scratch foursomes texts): paragraphs separated by blank lines, lines
 * beginning '- ' make a list, [words](/path) is a link to a page of the site or to a web address, **words** are
 * bold. Read into blocks, never into HTML: the screen draws them as elements, so no markup in the text runs.
 */
export type Inline = { text: string; bold?: boolean } | { link: string; label: string };
export type Block = { kind: 'paragraph'; parts: Inline[] } | { kind: 'list'; items: Inline[][] };

const LINK_OR_BOLD = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*/g;

/** A link the site may draw: a page of its own (/path) or a web address; anything else stays text. */
const isSafeLink = (href: string) => /^\/(?!\/)/.test(href) || /^https?:\/\/[^\s]+$/i.test(href);

export function inlineParts(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const m of line.matchAll(LINK_OR_BOLD)) {
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: line.slice(last, start) });
    if (m[3] !== undefined) parts.push({ text: m[3], bold: true });
    else if (isSafeLink(m[2])) parts.push({ link: m[2], label: m[1] });
    else parts.push({ text: m[0] });
    last = start + m[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}

export function textBlocks(text: string): Block[] {
  return paragraphsOf(text).map((block): Block => {
    const lines = block.split('\n').map((l) => l.trim());
    if (lines.every((l) => l.startsWith('- ')))
      return { kind: 'list', items: lines.map((l) => inlineParts(l.slice(2).trim())) };
    return { kind: 'paragraph', parts: inlineParts(lines.join(' ')) };
  });
}
