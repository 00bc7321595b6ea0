import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHITE, contrastRatio } from './colour-contrast';
import { DEFAULT_COLOURS } from './schemas/settings';
import {
  accentOnPrimary,
  colourProperties,
  colourStyleSheet,
  colourVersion,
  mix,
  primaryMid,
} from './society-colours';

describe("the site's colours from the settings' two", () => {
  it('gives the style sheets the same defaults as base.css', () => {
    const base = readFileSync('src/client/styles/base.css', 'utf8');
    for (const [name, value] of Object.entries(colourProperties(DEFAULT_COLOURS)))
      expect(base, name).toContain(`${name}: ${value};`);
  });

  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#0b3d2e', '#0b3d2e', 0.3)).toBe('#0b3d2e');
  });

  it('makes the menu bar a little lighter while white stays readable on it, else a little darker', () => {
    expect(primaryMid('#0b3d2e')).toBe('#235043');
    expect(contrastRatio(WHITE, primaryMid('#0b3d2e'))).toBeGreaterThanOrEqual(4.5);
    // White on #767676 is 4.54:1: a lighter bar would be unreadable.
    expect(primaryMid('#767676')).toBe('#595959');
  });

  it('lightens the accent for the main colour until it stands out (4.5:1), keeping its hue', () => {
    // The first settings' dark gold becomes the bright gold the header always had (#c9a227).
    expect(accentOnPrimary('#0b3d2e', '#8a6d0b')).toBe('#c39a10');
    for (const [primary, accent] of [
      ['#6b1d2a', '#1f5fa8'],
      ['#1d3557', '#b5179e'],
      ['#000000', '#595959'],
    ])
      expect(contrastRatio(accentOnPrimary(primary, accent), primary), accent).toBeGreaterThanOrEqual(4.5);
    // Nothing of that hue stands out enough on a mid grey: white does.
    expect(accentOnPrimary('#767676', '#767676')).toBe(WHITE);
  });

  it('writes a style sheet that outranks base.css, and names its version by the colours', () => {
    const sheet = colourStyleSheet({ primary: '#6b1d2a', accent: '#1f5fa8' });
    expect(sheet).toMatch(/^html:root \{\n {2}--primary: #6b1d2a;\n {2}--primary-mid: #[0-9a-f]{6};/);
    expect(sheet).toContain('--accent: #1f5fa8;');
    expect(colourVersion({ primary: '#6b1d2a', accent: '#1f5fa8' })).toBe('6b1d2a1f5fa8');
    expect(() => colourStyleSheet({ primary: 'red;}body{', accent: '#1f5fa8' })).toThrow();
  });
});
