import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour, ratioText, relativeLuminance } from './colour-contrast';

describe('relative luminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
  });

  it('weights green most and blue least', () => {
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow();
    expect(() => relativeLuminance('#fff')).toThrow();
  });
});

describe('contrast ratio (worked examples)', () => {
  it('black on white is 21:1, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
  });

  it('a colour on itself is 1:1', () => {
    expect(contrastRatio('#1b5e20', '#1b5e20')).toBe(1);
  });

  it('#767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('white on a dark green passes; white on yellow fails', () => {
    expect(contrastRatio('#ffffff', '#1b5e20')).toBeGreaterThan(4.5);
    expect(contrastRatio('#ffffff', '#ffeb3b')).toBeLessThan(1.5);
  });

  it('pure red on white is 4.0:1', () => {
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(3.998, 3);
    expect(ratioText(contrastRatio('#ff0000', '#ffffff'))).toBe('3.9:1');
  });
});

describe('hex colours', () => {
  it('takes #rrggbb in either case and nothing else', () => {
    expect(isHexColour('#1B5e20')).toBe(true);
    for (const v of ['1b5e20', '#1b5e2', '#1b5e200', 'green', '#gggggg', ''])
      expect(isHexColour(v), v).toBe(false);
  });
});
