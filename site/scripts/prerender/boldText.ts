import { JSDOM } from 'jsdom';
import { strings } from '../languageText';
import type { PageText } from './scriptFaces';

const pageDocument = (html: string, styleTags: string) =>
  new JSDOM(`<!doctype html>${styleTags}<body>${html}`).window.document;

/** What browsers draw bold by default (their stylesheet's `font-weight: bold`). */
const BOLD_ELEMENTS = 'h1, h2, h3, h4, h5, h6, b, strong, th';
/** States a rule may wait for (a hover, the focus): their text is counted as if they held. */
const STATES = /:(hover|focus-visible|focus-within|focus|active|visited)(?![\w-])/g;
const isBold = (weight: string) =>
  weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;

/** Every style rule of a sheet, those inside @media and @supports included. */
function styleRules(rules: CSSRuleList): CSSStyleRule[] {
  return [...rules].flatMap((rule) =>
    'selectorText' in rule
      ? [rule as CSSStyleRule]
      : 'cssRules' in rule
        ? styleRules((rule as CSSGroupingRule).cssRules)
        : [],
  );
}

/**
 * The text of a prerendered page (`html`, its `<style>` tags beside) that may be drawn bold: in an
 * element that its styles (or the browser's) make bold, or inside one. It errs on the side of bold (a rule's specificity, its
 * media and its state are not weighed): a character left out would send the browser to a face
 * ten times the size, one put in costs its glyph.
 */
export function boldText(html: string, styleTags: string): string {
  const document = pageDocument(html, styleTags);
  const selectors = [...document.styleSheets]
    .flatMap((sheet) => styleRules(sheet.cssRules))
    .filter((rule) => isBold(rule.style.fontWeight))
    .flatMap((rule) => rule.selectorText.split(','))
    .map((selector) => selector.replace(STATES, '').trim())
    .filter((selector) => selector !== '' && !selector.includes('::'));
  const matches = (element: Element, selector: string) => {
    try {
      return element.matches(selector);
    } catch {
      // A selector jsdom cannot read: counted as bold, as the doubt says.
      return true;
    }
  };
  const bold = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      element.matches(BOLD_ELEMENTS) || selectors.some((selector) => matches(element, selector)),
  );
  return bold.map((element) => element.textContent ?? '').join('');
}

/** Attributes whose text the page draws in its own faces. */
const DRAWN_ATTRIBUTES = ['placeholder', 'value', 'alt'];

/** The text a page draws: its elements', and that of the attributes drawn in its faces. */
function shownTextOf(document: Document): string {
  const attributes = [...document.body.querySelectorAll('*')].flatMap((element) =>
    DRAWN_ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent, ...attributes].join(' ');
}

/** A rendered page's text, its title's too, and what of it may be drawn bold. */
export function pageText(
  title: string,
  { html, styles, answers }: { html: string; styles: string; answers: unknown },
): PageText {
  return {
    all: `${title} ${shownTextOf(pageDocument(html, ''))}`,
    // The content the page is primed with is HTML the app renders (a quote's <strong>).
    bold: boldText(`${html}${strings(answers).join(' ')}`, styles),
  };
}
