import type { CDPSession, Page } from '@playwright/test';

/** Text that Chromium drew with a face of the machine instead of one of the page's web fonts. */
export interface SystemFaceUse {
  /** The element whose own text it is, as `tag.class` or `tag#id`. */
  element: string;
  /** The start of that text. */
  text: string;
  /** The machine's faces used, with the glyph count of each. */
  faces: string[];
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

const ELEMENT = 1;
const TEXT = 3;

function describeElement(node: DomNode): string {
  const attributes = node.attributes ?? [];
  const value = (name: string) => attributes[attributes.indexOf(name) + 1] ?? '';
  const id = attributes.includes('id') ? `#${value('id')}` : '';
  const className = attributes.includes('class') ? `.${value('class').split(/\s+/)[0]}` : '';
  return `${node.nodeName.toLowerCase()}${id || className}`;
}

/** Every element of the tree (shadow roots, pseudo-elements and frames included) with its own text. */
function elementsWithText(node: DomNode, found: { node: DomNode; text: string }[] = []) {
  const text = (node.children ?? [])
    .filter((child) => child.nodeType === TEXT)
    .map((child) => child.nodeValue)
    .join('')
    .trim();
  const pseudoElement = node.nodeName.startsWith('::');
  if (node.nodeType === ELEMENT && (text || pseudoElement)) found.push({ node, text });
  for (const child of [
    ...(node.children ?? []),
    ...(node.shadowRoots ?? []),
    ...(node.pseudoElements ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
  ]) {
    elementsWithText(child, found);
  }
  return found;
}

async function platformFonts(cdp: CDPSession, nodeId: number): Promise<PlatformFont[]> {
  try {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } catch {
    // A node that is not rendered (display: none, an <option> of a closed select) draws nothing.
    return [];
  }
}

/**
 * Characters that no loaded web font of their element's `font-family` covers (by the faces'
 * `unicode-range`): Chromium draws them with the first face's "missing glyph" box, which
 * `getPlatformFontsForNode` reports as that web font. Runs in the page.
 */
function uncoveredCharacters(): SystemFaceUse[] {
  const parseRanges = (unicodeRange: string) =>
    unicodeRange.split(',').map((range) => {
      const [first = '', last = first] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(first, 16), parseInt(last, 16)] as const;
    });
  const loaded = [...document.fonts]
    .filter((face) => face.status === 'loaded')
    .map((face) => ({
      family: face.family.replace(/^["']|["']$/g, ''),
      ranges: parseRanges(face.unicodeRange),
    }));
  const covers = (families: string[], code: number) =>
    loaded.some(
      (face) =>
        families.includes(face.family) &&
        face.ranges.some(([first, last]) => code >= first && code <= last),
    );
  const uses: SystemFaceUse[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !element.getClientRects().length) continue;
    const families = getComputedStyle(element)
      .fontFamily.split(',')
      .map((family) => family.trim().replace(/^["']|["']$/g, ''));
    const missing = [...(node.nodeValue ?? '')].filter(
      (character) => !/\s/.test(character) && !covers(families, character.codePointAt(0) ?? 0),
    );
    if (missing.length === 0) continue;
    uses.push({
      element: element.tagName.toLowerCase(),
      text: (node.nodeValue ?? '').trim().slice(0, 40),
      faces: [`no web font has ${[...new Set(missing)].join('')}`],
    });
  }
  return uses;
}

/**
 * Text with characters no loaded web font covers: tofu, or a system face on a machine that has
 * one. One call into the page, so much quicker than `systemFaces`, which also asks Chromium about
 * every element (and so finds elements that ignore the page's faces, whatever their language).
 */
export async function uncoveredText(page: Page): Promise<SystemFaceUse[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(uncoveredCharacters);
}

/**
 * Every piece of text on the page that Chromium drew with a face that is not a web font, as
 * `CSS.getPlatformFontsForNode` reports it: text in a system face depends on the machine's
 * fonts, and on a machine without the script's fonts it is tofu. Characters no loaded web font
 * covers are reported too: they are tofu, or a system face once the machine has one.
 */
export async function systemFaces(page: Page): Promise<SystemFaceUse[]> {
  const uncovered = await uncoveredText(page);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    // Asked all at once: one round trip after another made this most of a page's check.
    const uses = await Promise.all(
      elementsWithText(root).map(async ({ node, text }): Promise<SystemFaceUse[]> => {
        const system = (await platformFonts(cdp, node.nodeId)).filter(
          (font) => !font.isCustomFont && font.glyphCount > 0,
        );
        if (system.length === 0) return [];
        return [
          {
            element: describeElement(node),
            text: text.slice(0, 40),
            faces: system.map((font) => `${font.familyName} (${font.glyphCount})`),
          },
        ];
      }),
    );
    return [...uses.flat(), ...uncovered];
  } finally {
    await cdp.detach();
  }
}
