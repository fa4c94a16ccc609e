/**
 * A training's cover (docs/content.md): hand-written SVG that comes with the content and is drawn
 * inline, so that its colours follow the theme. One small parser for both sides: the content check
 * refuses anything but plain shapes coloured with the theme's custom properties (no text, no
 * script, no link, no style, no raw colour), and the player draws the tree it returns, never the
 * markup itself.
 */

export const SVG_ART_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
] as const;
export type SvgArtTag = (typeof SVG_ART_TAGS)[number];

/** Attributes a shape may carry: geometry, painting, and the root's own. */
export const SVG_ART_ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'aria-hidden',
  'focusable',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
  'transform',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'fill-opacity',
  'fill-rule',
] as const;

/** Larger than any cover should be (the check also holds each one to 4 KB gzip). */
export const SVG_ART_MAX_CHARS = 12_000;

const THEME_PAINT = /^(none|var\(--color-[a-z-]+\))$/;
const TOKEN = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][\w:-]*="[^"<>]*")*)\s*(\/?)>|(\s+)|([\s\S])/g;
const ATTRIBUTE = /\s+([a-zA-Z][\w:-]*)="([^"<>]*)"/g;

export interface SvgArtNode {
  tag: SvgArtTag;
  attributes: Record<string, string>;
  children: SvgArtNode[];
}

const isTag = (name: string): name is SvgArtTag => (SVG_ART_TAGS as readonly string[]).includes(name);
const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(SVG_ART_ATTRIBUTES);

/** The shapes of `markup`, or the reasons it is refused (then `root` is null). */
export function parseSvgArt(markup: string): { root: SvgArtNode | null; problems: string[] } {
  const problems: string[] = [];
  if (markup.length > SVG_ART_MAX_CHARS) problems.push(`is longer than ${SVG_ART_MAX_CHARS} characters`);
  const stack: SvgArtNode[] = [];
  let root: SvgArtNode | null = null;
  for (const match of markup.matchAll(TOKEN)) {
    const [, closing, name = '', attributeText = '', selfClosing, space, other] = match;
    if (space) continue;
    if (other !== undefined) {
      problems.push('holds something other than SVG shapes (text, a comment or a declaration)');
      break;
    }
    if (!isTag(name)) {
      problems.push(`<${name}> is not allowed (only ${SVG_ART_TAGS.join(', ')})`);
      continue;
    }
    if (closing) {
      if (stack.pop()?.tag !== name) problems.push(`</${name}> closes nothing open`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, attribute = '', value = ''] of attributeText.matchAll(ATTRIBUTE)) {
      if (!ALLOWED_ATTRIBUTES.has(attribute)) problems.push(`the attribute ${attribute} is not allowed`);
      else if ((attribute === 'fill' || attribute === 'stroke') && !THEME_PAINT.test(value))
        problems.push(`${attribute}="${value}" must be none or a theme colour, var(--color-…)`);
      else attributes[attribute] = value;
    }
    const node: SvgArtNode = { tag: name, attributes, children: [] };
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else if (root) problems.push('has more than one root element');
    else root = node;
    if (!selfClosing) stack.push(node);
  }
  if (stack.length > 0) problems.push(`<${stack.at(-1)!.tag}> is not closed`);
  if (!root || root.tag !== 'svg') problems.push('must be one <svg> element');
  else if (!root.attributes.viewBox) problems.push('<svg> needs a viewBox');
  return problems.length ? { root: null, problems } : { root, problems };
}
