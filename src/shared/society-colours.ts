import { WHITE, contrastRatio, isHexColour } from './colour-contrast';

/**
 * The site's colours from the settings' two (decision 0059): the style sheets read them as CSS custom properties,
 * the server sends them as a small style sheet in every page's head (no flash of the old colours) and the browser
 * sets them again when it reads or saves the settings.
 */
export interface SocietyColours {
  primary: string;
  accent: string;
}

/** Lines and marks drawn on the main colour (the menu's rule, the current page) need 3:1 against it (WCAG 1.4.11); they get 4.5:1, as bright as the site's first gold. */
const ON_PRIMARY_CONTRAST = 4.5;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `from` moved `share` (0 to 1) of the way to `to`, channel by channel. */
export function mix(from: string, to: string, share: number): string {
  const [a, b] = [channels(from), channels(to)];
  return hexOf(a.map((c, i) => c + (b[i] - c) * share));
}

/**
 * The menu bar's colour: the main colour a little lighter while white text on it stays readable (4.5:1), else a
 * little darker, so the bar always stands apart from the header above it.
 */
export function primaryMid(primary: string): string {
  const lighter = mix(primary, WHITE, 0.1);
  return contrastRatio(WHITE, lighter) >= 4.5 ? lighter : mix(primary, '#000000', 0.25);
}

/** #rrggbb as hue (0-1), saturation and lightness (0-1). */
function hslOf(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function hexOfHsl([h, s, l]: [number, number, number]): string {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return hexOf([channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((c) => c * 255));
}

/**
 * The accent as drawn on the main colour: the same hue made lighter step by step until it stands out against it
 * (4.5:1), so a dark gold on white becomes a bright gold on green.
 */
export function accentOnPrimary(primary: string, accent: string): string {
  const [h, s, l] = hslOf(accent);
  for (let lightness = l; lightness <= 1; lightness += 0.02) {
    const shade = hexOfHsl([h, s, lightness]);
    if (contrastRatio(shade, primary) >= ON_PRIMARY_CONTRAST) return shade;
  }
  return WHITE;
}

/** The custom properties the style sheets use (src/client/styles/base.css), from the settings' colours. */
export function colourProperties(c: SocietyColours): Record<string, string> {
  if (!isHexColour(c.primary) || !isHexColour(c.accent)) throw new Error('colours must be #rrggbb');
  return {
    '--primary': c.primary,
    '--primary-mid': primaryMid(c.primary),
    '--accent': c.accent,
    '--accent-on-primary': accentOnPrimary(c.primary, c.accent),
  };
}

/**
 * The style sheet the server sends with every page. `html:root` outranks base.css's `:root`, so it wins in
 * whichever order the two arrive.
 */
export function colourStyleSheet(c: SocietyColours): string {
  const lines = Object.entries(colourProperties(c)).map(([name, value]) => `  ${name}: ${value};`);
  return `html:root {\n${lines.join('\n')}\n}\n`;
}

/** The style sheet's version in its address: the two colours, so a browser keeps it until they change. */
export const colourVersion = (c: SocietyColours) => `${c.primary.slice(1)}${c.accent.slice(1)}`;
