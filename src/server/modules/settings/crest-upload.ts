import { MAX_CREST_BYTES } from '@shared/schemas/settings';
import { fieldErrors } from '../../lib/http-errors';
import { cleanSvg } from './svg-cleaner';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (message: string) => fieldErrors({ file: [message] });

/**
 * The crest as uploaded, checked: a PNG by its signature (and its first chunk, the header), or an SVG read and
 * cleaned (svg-cleaner.ts), up to 500 KB. Anything else, or an SVG with a script, is refused naming the field.
 */
export function checkCrest(content: Buffer | undefined): { type: string; content: Buffer } {
  if (!content) throw refuse('Choose the crest, a PNG or SVG image');
  if (content.byteLength > MAX_CREST_BYTES) throw refuse('The crest must be 500 KB or smaller');
  if (content.subarray(0, 8).equals(PNG_SIGNATURE)) {
    if (content.subarray(12, 16).toString('latin1') !== 'IHDR')
      throw refuse('The crest is not a readable PNG');
    return { type: 'image/png', content };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw refuse('The crest must be a PNG or SVG image');
  }
  const cleaned = cleanSvg(text);
  if (!cleaned.ok) throw refuse('The crest must be a PNG or SVG image');
  if (cleaned.hadScript) throw refuse('The crest must not contain a script: save the drawing without it');
  return { type: 'image/svg+xml', content: Buffer.from(cleaned.svg, 'utf8') };
}
