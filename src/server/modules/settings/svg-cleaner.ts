/**
 * An uploaded SVG crest, cleaned by parsing it, never by patterns over the text: the file is read as XML by a strict
 * reader (no DOCTYPE, so no entities of its own; no unquoted attributes; every element closed), and written out
 * again from what it holds, keeping only the elements and attributes of a drawing (allow-lists). Scripts, event
 * attributes (onload…), links to anything but the drawing itself (href="#…" only), foreign objects, embedded pages
 * and images, and style sheets that fetch (url(…) of another file, @import) are left out. A script is reported, so
 * the upload can be refused with a reason rather than silently changed.
 */

export type SvgCleaning =
  { ok: true; svg: string; removed: string[]; hadScript: boolean } | { ok: false; problem: string };

const DRAWING_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'symbol',
    'use',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'marker',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feFlood',
    'feGaussianBlur',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'feFuncR',
    'feFuncG',
    'feFuncB',
    'feFuncA',
    'feDropShadow',
    'style',
  ].map((n) => n.toLowerCase()),
);

/** Elements whose content goes with them; `a` alone is unwrapped (its drawing kept, its link dropped). */
const UNWRAPPED = new Set(['a']);

const DRAWING_ATTRIBUTES = new Set(
  [
    'id',
    'class',
    'style',
    'viewBox',
    'width',
    'height',
    'x',
    'y',
    'x1',
    'y1',
    'x2',
    'y2',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'fx',
    'fy',
    'd',
    'points',
    'transform',
    'preserveAspectRatio',
    'version',
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-opacity',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-miterlimit',
    'stroke-dasharray',
    'stroke-dashoffset',
    'opacity',
    'color',
    'display',
    'visibility',
    'clip-path',
    'clip-rule',
    'clipPathUnits',
    'mask',
    'maskUnits',
    'maskContentUnits',
    'filter',
    'filterUnits',
    'primitiveUnits',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'offset',
    'stop-color',
    'stop-opacity',
    'patternUnits',
    'patternContentUnits',
    'patternTransform',
    'markerWidth',
    'markerHeight',
    'markerUnits',
    'refX',
    'refY',
    'orient',
    'marker-start',
    'marker-mid',
    'marker-end',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'font-variant',
    'text-anchor',
    'dominant-baseline',
    'alignment-baseline',
    'baseline-shift',
    'letter-spacing',
    'word-spacing',
    'text-decoration',
    'dx',
    'dy',
    'rotate',
    'textLength',
    'lengthAdjust',
    'startOffset',
    'method',
    'spacing',
    'in',
    'in2',
    'result',
    'mode',
    'operator',
    'k1',
    'k2',
    'k3',
    'k4',
    'stdDeviation',
    'values',
    'type',
    'tableValues',
    'slope',
    'intercept',
    'amplitude',
    'exponent',
    'radius',
    'flood-color',
    'flood-opacity',
    'xml:space',
    'href',
    'xlink:href',
    'xmlns',
    'xmlns:xlink',
    'vector-effect',
    'shape-rendering',
    'paint-order',
    'mix-blend-mode',
    'isolation',
    'pathLength',
  ].map((n) => n.toLowerCase()),
);

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const MAX_DEPTH = 100;
const NAME = /^[A-Za-z_][\w.:-]*$/;

interface Element {
  name: string;
  attributes: [string, string][];
  children: Node[];
}
type Node = Element | string;

class NotXml extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its character references read; an entity the file would have to define itself is refused. */
function decode(text: string): string {
  return text.replace(/&([^;\s&]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new NotXml('a stray &');
    if (ref in ENTITIES) return ENTITIES[ref];
    const code = /^#x([0-9a-f]+)$/i.test(ref)
      ? parseInt(ref.slice(2), 16)
      : /^#(\d+)$/.test(ref)
        ? Number(ref.slice(1))
        : NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff) throw new NotXml(`the entity &${ref};`);
    return String.fromCodePoint(code);
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Reads the document into elements and text; throws NotXml for anything a strict XML reader would not take. */
function parse(source: string): Element {
  const root: Element = { name: '#document', attributes: [], children: [] };
  const stack: Element[] = [root];
  let i = 0;
  const top = () => stack[stack.length - 1];
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const end = lt === -1 ? source.length : lt;
    if (end > i) {
      const text = decode(source.slice(i, end));
      if (stack.length === 1) {
        if (text.trim()) throw new NotXml('text outside the drawing');
      } else top().children.push(text);
    }
    if (lt === -1) break;
    i = lt;
    if (source.startsWith('<!--', i)) {
      const close = source.indexOf('-->', i + 4);
      if (close === -1) throw new NotXml('an unclosed comment');
      i = close + 3;
    } else if (source.startsWith('<![CDATA[', i)) {
      const close = source.indexOf(']]>', i + 9);
      if (close === -1 || stack.length === 1) throw new NotXml('a misplaced CDATA section');
      top().children.push(source.slice(i + 9, close));
      i = close + 3;
    } else if (source.startsWith('<!', i)) {
      throw new NotXml('a DOCTYPE or declaration');
    } else if (source.startsWith('<?', i)) {
      const close = source.indexOf('?>', i + 2);
      if (close === -1) throw new NotXml('an unclosed processing instruction');
      i = close + 2;
    } else if (source.startsWith('</', i)) {
      const close = source.indexOf('>', i);
      if (close === -1) throw new NotXml('an unclosed end tag');
      const name = source.slice(i + 2, close).trim();
      if (stack.length === 1 || top().name !== name) throw new NotXml(`an unmatched </${name}>`);
      stack.pop();
      i = close + 1;
    } else {
      i = readStartTag(source, i + 1, (element, selfClosing) => {
        if (stack.length === 1 && root.children.some((c) => typeof c !== 'string'))
          throw new NotXml('two root elements');
        top().children.push(element);
        if (!selfClosing) {
          if (stack.length > MAX_DEPTH) throw new NotXml('elements nested too deep');
          stack.push(element);
        }
      });
    }
  }
  if (stack.length !== 1) throw new NotXml(`an unclosed <${top().name}>`);
  const element = root.children.find((c): c is Element => typeof c !== 'string');
  if (!element) throw new NotXml('no element');
  return element;
}

/** Reads `name attr="value" …>` from `i`, hands over the element, answers where the tag ends. */
function readStartTag(source: string, i: number, take: (e: Element, selfClosing: boolean) => void): number {
  const nameMatch = /^[^\s/>]+/.exec(source.slice(i, i + 200));
  if (!nameMatch || !NAME.test(nameMatch[0])) throw new NotXml('a malformed tag');
  const element: Element = { name: nameMatch[0], attributes: [], children: [] };
  i += nameMatch[0].length;
  for (;;) {
    while (/\s/.test(source[i] ?? '')) i += 1;
    if (source.startsWith('/>', i)) {
      take(element, true);
      return i + 2;
    }
    if (source[i] === '>') {
      take(element, false);
      return i + 1;
    }
    const attr = /^([^\s=/>]+)\s*=\s*(["'])/.exec(source.slice(i, i + 300));
    if (!attr || !NAME.test(attr[1])) throw new NotXml('a malformed attribute');
    const quote = attr[2];
    const start = i + attr[0].length;
    const close = source.indexOf(quote, start);
    if (close === -1) throw new NotXml('an unclosed attribute');
    const raw = source.slice(start, close);
    if (raw.includes('<')) throw new NotXml('a < in an attribute');
    if (element.attributes.some(([n]) => n === attr[1])) throw new NotXml('an attribute given twice');
    element.attributes.push([attr[1], decode(raw)]);
    i = close + 1;
  }
}

/** Style text that fetches nothing and runs nothing: url() of the drawing's own parts only, no @import, no escapes. */
function isSafeStyle(css: string): boolean {
  const lower = css.toLowerCase();
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|\\|</.test(lower)) return false;
  for (const m of lower.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/g))
    if (!m[2].startsWith('#')) return false;
  return !/url\s*\(/.test(lower.replace(/url\s*\(\s*(['"]?)#[^)'"]*\1\s*\)/g, ''));
}

const containsScript = (node: Element): boolean =>
  node.children.some((c) => typeof c !== 'string' && (/(^|:)script$/i.test(c.name) || containsScript(c)));

/** Cleans an SVG crest: see the top of this file. */
export function cleanSvg(source: string): SvgCleaning {
  let root: Element;
  try {
    root = parse(source.replace(/^\uFEFF/, ''));
  } catch (err) {
    if (err instanceof NotXml) return { ok: false, problem: err.message };
    throw err;
  }
  if (root.name.toLowerCase() !== 'svg') return { ok: false, problem: 'the file is not an SVG drawing' };
  const removed = new Set<string>();
  let hadScript = false;

  const keepAttribute = (element: string, name: string, value: string): boolean => {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) return false;
    if (!DRAWING_ATTRIBUTES.has(lower)) return false;
    if (lower === 'href' || lower === 'xlink:href') return value.trim().startsWith('#');
    if (lower === 'xmlns') return value === SVG_NS;
    if (lower === 'xmlns:xlink') return value === XLINK_NS;
    if (lower === 'style') return isSafeStyle(value);
    if (/url\s*\(/i.test(value) || /javascript:/i.test(value)) return isSafeStyle(value);
    return element !== 'style' || lower === 'type';
  };

  const write = (node: Node): string => {
    if (typeof node === 'string') return escapeText(node);
    const lower = node.name.toLowerCase();
    if (lower === 'script' || lower.endsWith(':script')) {
      hadScript = true;
      removed.add('script');
      return '';
    }
    if (UNWRAPPED.has(lower)) {
      removed.add(node.name);
      return node.children.map(write).join('');
    }
    if (!DRAWING_ELEMENTS.has(lower)) {
      removed.add(node.name);
      // A script inside a dropped element still says what the file meant to do.
      if (containsScript(node)) hadScript = true;
      return '';
    }
    const attributes = node.attributes.filter(([name, value]) => {
      const keep = keepAttribute(lower, name, value);
      if (!keep) removed.add(`${node.name} ${name}`);
      return keep;
    });
    if (node === root && !attributes.some(([n]) => n === 'xmlns')) attributes.unshift(['xmlns', SVG_NS]);
    if (lower === 'style') {
      const css = node.children.filter((c): c is string => typeof c === 'string').join('');
      if (!isSafeStyle(css) || node.children.some((c) => typeof c !== 'string')) {
        removed.add('style');
        return '';
      }
    }
    const open = `<${node.name}${attributes.map(([n, v]) => ` ${n}="${escapeAttribute(v)}"`).join('')}`;
    const inner = node.children.map(write).join('');
    return inner ? `${open}>${inner}</${node.name}>` : `${open}/>`;
  };

  const svg = write(root);
  return { ok: true, svg, removed: [...removed], hadScript };
}
