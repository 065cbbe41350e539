import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { decodeEntities } from './plainText';

/** Tags drawn as elements, without their attributes. */
const FORMATTING = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'small']);
/** Tags whose text is drawn without them until the sanitiser has kept what it may of them. */
const HELD_BACK = new Set(['a', 'span']);
const TAG = /^<(\/?)([a-z]+)(\s[^>]*?)?\s*\/?>$/i;
/** A reference to one of the few named characters `decodeEntities` knows, or a number. */
const REFERENCE = /^&(?:amp|lt|gt|quot|apos|nbsp|#x([0-9a-f]+)|#(\d+));/i;
/** Longer or deeper quotes are the sanitiser's: their elements are drawn with the stack. */
const MOST_CHARACTERS = 20_000;
const DEEPEST = 12;

/**
 * Whether every `&` starts a reference `decodeEntities` reads as HTML does: one of its named
 * characters (spelled as HTML spells them), or the number of a character a text may hold. HTML
 * reads other numbers (`&#150;` is `–`) and a thousand names that it does not.
 */
function referencesAreText(html: string): boolean {
  for (let at = html.indexOf('&'); at !== -1; at = html.indexOf('&', at + 1)) {
    const [reference, hex, decimal] = REFERENCE.exec(html.slice(at, at + 12)) ?? [];
    if (!reference || /&[A-Z]/.test(reference)) return false;
    const code = hex ? parseInt(hex, 16) : decimal ? Number(decimal) : 0x20;
    const text =
      code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code < 0x7f) || code >= 0xa0;
    if (!text || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
  }
  return true;
}

interface OpenElement {
  tag: string;
  children: ReactNode[];
}

export interface QuoteElements {
  elements: ReactElement;
  /** Whether they are the whole quote: no link, no attribute was left out. */
  complete: boolean;
}

/**
 * A quote's HTML as React elements, drawn the same by the prerenderer, while hydrating and after,
 * with no DOM: its paragraphs, line breaks and emphasis as elements without attributes, the text
 * of its links and spans without them. Nothing in them can run, link or name anything. Complete
 * when nothing was left out; then the quote needs no sanitiser. Null for any other HTML (an
 * image, a script, a tag left open, a stray `<`), which the sanitiser alone may draw.
 */
export function quoteElements(html: string): QuoteElements | null {
  if (html.length > MOST_CHARACTERS || !referencesAreText(html)) return null;
  const stack: OpenElement[] = [{ tag: '', children: [] }];
  let complete = true;
  for (const token of html.split(/(<[^>]*>)/)) {
    const open = stack[stack.length - 1] as OpenElement;
    if (!token.startsWith('<')) {
      if (token.includes('<')) return null;
      if (token) open.children.push(decodeEntities(token));
      continue;
    }
    const [, closing, name = '', attributes = ''] = TAG.exec(token) ?? [];
    const tag = name.toLowerCase();
    if (!FORMATTING.has(tag) && !HELD_BACK.has(tag)) return null;
    // A quote mark left open: the tag went on past this `>`, which is not where it ends.
    if ((attributes.match(/["']/g)?.length ?? 0) % 2 === 1) return null;
    if (attributes.trim() || HELD_BACK.has(tag)) complete = false;
    if (tag === 'br') {
      if (closing) return null;
      open.children.push(createElement('br'));
    } else if (closing) {
      if (open.tag !== tag || stack.length === 1) return null;
      stack.pop();
      const parent = stack[stack.length - 1] as OpenElement;
      if (HELD_BACK.has(tag)) parent.children.push(...open.children);
      else parent.children.push(createElement(tag, null, ...open.children));
    } else if ((tag === 'p' && stack.length > 1) || stack.length > DEEPEST) return null;
    else stack.push({ tag, children: [] });
  }
  const [root] = stack;
  if (stack.length > 1 || !root) return null;
  return { elements: createElement(Fragment, null, ...root.children), complete };
}
