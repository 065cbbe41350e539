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
/** Where a quote's link may lead: the web over https, an e-mail, or a path of this site. */
const ALLOWED_URI_REGEXP = /^(?:https:|mailto:|\/(?!\/))/i;
const OWN_PATH = /^\/(?!\/)/;

/**
 * The library's own sanitiser: its hook below must not change how the consuming app's
 * DOMPurify (the shared default instance) treats links.
 */
const purify = DOMPurify();

/** Links to elsewhere open in a new tab and leave no handle on this page; the site's own do not. */
purify.addHook?.('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  if (OWN_PATH.test(node.getAttribute('href') ?? '/')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Content HTML reduced to text formatting and plain links: no scripts, handlers, styles, classes,
 * ids, names, roles or ARIA (a quote must not rename, hide or announce the page's parts), frames,
 * or addresses other than `https:`, `mailto:` and this site's paths. Where no DOM exists to
 * sanitise with, nothing is kept.
 */
export function sanitizeHtml(html: string): string {
  if (!purify.isSupported) return '';
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
