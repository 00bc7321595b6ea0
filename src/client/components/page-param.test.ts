import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, withPage } from './page-param';

describe('the page of a paged list, in the address', () => {
  it('reads ?page=N, and 1 for none or for anything that is not a page', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const q of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=two'])
      expect(pageOf(new URLSearchParams(q))).toBe(1);
  });

  it('writes the page beside the other parameters; page 1 leaves none', () => {
    expect(withPage(new URLSearchParams('status=failed'), 2).toString()).toBe('status=failed&page=2');
    expect(withPage(new URLSearchParams('status=failed&page=2'), 1).toString()).toBe('status=failed');
  });

  it('counts the pages, one for an empty list', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
