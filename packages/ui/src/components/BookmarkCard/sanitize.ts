import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'span',
  'small',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
];
const ALLOWED_ATTR = ['href', 'lang', 'title'];

/**
 * The library's own sanitiser: its hook below must not change how the consuming app's
 * DOMPurify (the shared default instance) treats links.
 */
const purify = DOMPurify();

/** Links in content open in a new tab and leave no handle on this page. */
purify.addHook?.('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Content HTML reduced to text formatting and plain links: no scripts, handlers, styles,
 * frames or `javascript:` addresses. Where no DOM exists to sanitise with, nothing is kept.
 */
export function sanitizeHtml(html: string): string {
  if (!purify.isSupported) return '';
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
