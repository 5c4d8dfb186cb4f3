import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * SVG sanitising for drawing assets: DOMPurify's SVG profile over jsdom's window (scripts, event
 * handler attributes, foreignObject and javascript: links go), plus hooks that keep only local
 * references — href/xlink:href to a `#fragment`, url(#fragment) in attributes and styles — so an asset
 * never loads anything from elsewhere. The input is parsed as HTML, whose parser never reads a DTD, so
 * entities are neither expanded nor fetched; declarations of them are refused before parsing.
 */

/** Elements that can load, animate a link into or embed other documents, beyond DOMPurify's own list. */
const FORBID_TAGS = [
  'foreignObject',
  'script',
  'iframe',
  'embed',
  'object',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
];

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // An internal <use href="#id"> is common in exported symbols; its href is held to fragments below.
  ADD_TAGS: ['use'],
  FORBID_TAGS,
  FORBID_ATTR: ['attributename'],
  // A removed element takes its content with it (a script's text is not left behind as words).
  KEEP_CONTENT: false,
};

const LOCAL_REFERENCE = /^#[^\s"'<>()]*$/;

/**
 * CSS that refers only to this document: no @import or image-set() (whose strings are addresses), no
 * escapes (which could spell url( another way), and every url( opening on a #fragment (an unclosed
 * url( still loads, so each opening is checked, not each pair of brackets).
 */
export function isLocalCss(css: string): boolean {
  if (css.includes('\\') || /@import|image-set\s*\(|expression\s*\(/i.test(css)) return false;
  return !/url\s*\((?!\s*['"]?\s*#)/i.test(css);
}

function createPurifier() {
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if ((name === 'href' || name === 'xlink:href') && !LOCAL_REFERENCE.test(value)) data.keepAttr = false;
    else if (!isLocalCss(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    // A stylesheet that reaches outside the document is dropped whole rather than half-edited.
    if (data.tagName === 'style' && !isLocalCss(node.textContent ?? '')) node.textContent = '';
  });
  return { purify, serializer: new window.XMLSerializer() };
}

let purifier: ReturnType<typeof createPurifier> | null = null;

export type SanitisedSvg = { svg: string } | { refused: 'entities' | 'invalid' };

/** The sanitised SVG as XML text, or why it was refused (not an SVG, or it declares entities). */
export function sanitiseSvg(text: string): SanitisedSvg {
  if (/<!ENTITY/i.test(text)) return { refused: 'entities' };
  purifier ??= createPurifier();
  const fragment = purifier.purify.sanitize(text, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const elements = [...fragment.children];
  const root = elements[0];
  if (elements.length !== 1 || !root || root.localName !== 'svg') return { refused: 'invalid' };
  return { svg: purifier.serializer.serializeToString(root) };
}
