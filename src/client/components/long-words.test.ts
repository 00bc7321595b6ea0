import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LongWords } from './long-words';

const html = (text: string | null | undefined) => renderToStaticMarkup(createElement(LongWords, { text }));

describe('LongWords', () => {
  it('leaves names and sentences as they are: their words never break', () => {
    expect(html('James Fairweather')).toBe('James Fairweather');
    expect(html('Over-55s scratch foursomes; pairs selected by the Captain')).toBe(
      'Over-55s scratch foursomes; pairs selected by the Captain',
    );
    expect(html('Twentycharacterword!')).toBe('Twentycharacterword!');
  });

  it('marks each word of more than 20 characters as one that may break anywhere', () => {
    expect(html('See https://worplesdongolf.co.uk/visitors for times')).toBe(
      '<span>See <span class="long-word">https://worplesdongolf.co.uk/visitors</span> for times</span>',
    );
    expect(html('WorplesdonSunningdaleWalton and SunningdaleWaltonHeathOld')).toBe(
      '<span><span class="long-word">WorplesdonSunningdaleWalton</span> and <span class="long-word">SunningdaleWaltonHeathOld</span></span>',
    );
  });

  it('escapes the text as React does and draws nothing for no text', () => {
    expect(html('<b>AVeryLongWordIndeedWithMarkup</b>')).toBe(
      '<span><span class="long-word">&lt;b&gt;AVeryLongWordIndeedWithMarkup&lt;/b&gt;</span></span>',
    );
    expect(html('')).toBe('');
    expect(html(null)).toBe('');
  });
});
