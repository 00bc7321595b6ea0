import { describe, expect, it } from 'vitest';
import { cleanSvg } from './svg-cleaner';

const clean = (svg: string) => {
  const result = cleanSvg(svg);
  if (!result.ok) throw new Error(result.problem);
  return result;
};

describe('an SVG crest, cleaned', () => {
  it('keeps a plain drawing as it was, adding the SVG namespace when missing', () => {
    const { svg, removed, hadScript } = clean(
      '<?xml version="1.0"?>\n<svg viewBox="0 0 10 10"><g fill="#0b3d2e"><path d="M0 0h10v10z"/></g></svg>',
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g fill="#0b3d2e"><path d="M0 0h10v10z"/></g></svg>',
    );
    expect(removed).toEqual([]);
    expect(hadScript).toBe(false);
  });

  it('reports a script, and leaves it out, wherever it hides', () => {
    for (const source of [
      '<svg><script>alert(1)</script></svg>',
      '<svg><g><SCRIPT xlink:href="https://evil.example/x.js"/></g></svg>',
      '<svg><foreignObject><script>alert(1)</script></foreignObject></svg>',
      '<svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
    ]) {
      const result = clean(source);
      expect(result.hadScript, source).toBe(true);
      expect(result.svg.toLowerCase()).not.toContain('script');
      expect(result.svg).not.toContain('alert');
    }
  });

  it('drops event attributes, links elsewhere and foreign objects', () => {
    const { svg, removed } = clean(
      '<svg onload="alert(1)"><a href="https://evil.example"><rect width="1" height="1" onclick="x()"/></a>' +
        '<use href="https://evil.example/sprite.svg#a"/><use xlink:href="#crest"/>' +
        '<image href="https://evil.example/track.png"/><foreignObject><div>hi</div></foreignObject>' +
        '<iframe src="https://evil.example"/></svg>',
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><use/><use xlink:href="#crest"/></svg>',
    );
    expect(removed).toEqual(
      expect.arrayContaining([
        'svg onload',
        'a',
        'rect onclick',
        'use href',
        'image',
        'foreignObject',
        'iframe',
      ]),
    );
  });

  it('drops style that fetches: @import, url() of another file, javascript:', () => {
    const { svg } = clean(
      '<svg><style>@import url(https://evil.example/a.css);</style>' +
        '<style>.a{fill:url(#grad)}</style>' +
        '<rect style="fill:url(https://evil.example/x)"/><rect style="fill:red" fill="url(#grad)"/>' +
        '<rect fill="url(https://evil.example/x)"/></svg>',
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:url(#grad)}</style>' +
        '<rect/><rect style="fill:red" fill="url(#grad)"/><rect/></svg>',
    );
  });

  it('writes text and attributes escaped again', () => {
    const { svg } = clean(
      '<svg><text x="1">Fish &amp; chips &lt;3 &#169;</text><title>A &quot;crest&quot;</title></svg>',
    );
    expect(svg).toContain('<text x="1">Fish &amp; chips &lt;3 ©</text>');
    expect(svg).toContain('<title>A "crest"</title>');
  });

  it('keeps no comments, processing instructions or editor elements', () => {
    const { svg } = clean(
      '<svg xmlns:inkscape="x"><!-- made by hand --><?pi x?><sodipodi:namedview/><metadata>m</metadata>' +
        '<circle r="1" inkscape:label="c"/></svg>',
    );
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
  });

  it('refuses what is not a well-formed SVG', () => {
    for (const source of [
      '',
      'not an image',
      '<html><body>x</body></html>',
      '<svg><g></svg>',
      '<svg></svg><svg></svg>',
      '<svg width=10></svg>',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>',
      '<svg>&nbsp;</svg>',
      '<svg a="1" a="2"></svg>',
      '\u0089PNG\r\n',
      `${'<g>'.repeat(200)}`,
    ]) {
      expect(cleanSvg(source).ok, source.slice(0, 40)).toBe(false);
    }
  });
});
