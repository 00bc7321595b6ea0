import { describe, expect, it } from 'vitest';
import { linkParts, paragraphsOf } from './plain-text-links';

describe('plain-text announcement bodies', () => {
  it('splits paragraphs on blank lines and keeps single new lines', () => {
    expect(paragraphsOf('One\nline two\r\n\r\n\n  Two  \n\n')).toEqual(['One\nline two', 'Two']);
  });

  it('makes web addresses links, leaving the sentence punctuation outside', () => {
    expect(linkParts('See https://a.example/x?y=1. Or (http://b.example/), then stop')).toEqual([
      'See ',
      { link: 'https://a.example/x?y=1', label: 'https://a.example/x?y=1' },
      '. Or (',
      { link: 'http://b.example/', label: 'http://b.example/' },
      '), then stop',
    ]);
  });

  it('leaves anything that is not a web address as text', () => {
    expect(linkParts('javascript:alert(1) <b>bold</b>')).toEqual(['javascript:alert(1) <b>bold</b>']);
  });
});
