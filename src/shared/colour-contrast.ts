/**
 * Colour contrast as WCAG 2 defines it: the relative luminance of an sRGB colour and the ratio of two, from 1:1
 * (the same colour) to 21:1 (black on white). AA asks 4.5:1 of ordinary text.
 */
export const AA_CONTRAST = 4.5;
export const WHITE = '#ffffff';

const HEX = /^#[0-9a-f]{6}$/i;

/** True for a colour written #rrggbb. */
export const isHexColour = (value: string) => HEX.test(value);

/** One channel (0-255) made linear, as WCAG's formula does. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of #rrggbb, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColour(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, the lighter's luminance over the darker's (each plus 0.05). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio to one decimal, rounded down, as people quote it ('4.4:1'): a colour never looks better than it is. */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;
