import { describe, expect, it } from 'vitest';
import { textBlocks } from './simple-text';

describe("the settings' plain text", () => {
  it('reads paragraphs, lists, links to pages and bold words', () => {
    expect(
      textBlocks(
        'See the [courses we play](/courses).\n\nWe enter:\n\n- **The Halford Hewitt**, in spring;\n- more',
      ),
    ).toEqual([
      {
        kind: 'paragraph',
        parts: [{ text: 'See the ' }, { link: '/courses', label: 'courses we play' }, { text: '.' }],
      },
      { kind: 'paragraph', parts: [{ text: 'We enter:' }] },
      {
        kind: 'list',
        items: [[{ text: 'The Halford Hewitt', bold: true }, { text: ', in spring;' }], [{ text: 'more' }]],
      },
    ]);
  });

  it('keeps a link to anything but a page or a web address as text', () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'data:text/html,x'])
      expect(JSON.stringify(textBlocks(`[x](${href})`)), href).not.toContain('"link"');
    expect(textBlocks('[club](https://club.example)')[0]).toEqual({
      kind: 'paragraph',
      parts: [{ link: 'https://club.example', label: 'club' }],
    });
  });
});
