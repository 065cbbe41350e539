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

/** The Trusted Types policy that quotes reach the page through; an app's CSP must allow it. */
export const QUOTES_POLICY = 'portfolio-quotes';

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML: (html: string) => string; createScriptURL: (url: string) => string },
  ): { createHTML: (html: string) => TrustedHTML; createScriptURL: (url: string) => unknown };
}

/**
 * Where the browser enforces Trusted Types: the policy DOMPurify parses with and returns its
 * result through. It passes HTML on unchanged, so only DOMPurify may hold it (as its README
 * advises): it never leaves this module.
 */
const quotesPolicy = (
  globalThis as { trustedTypes?: TrustedTypesFactory }
).trustedTypes?.createPolicy(QUOTES_POLICY, {
  createHTML: (html) => html,
  createScriptURL: (url) => url,
});

/** Links to elsewhere open in a new tab and leave no handle on this page; the site's own do not. */
purify.addHook?.('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  if (OWN_PATH.test(node.getAttribute('href') ?? '/')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** The same quote is the same TrustedHTML object: React asks for it on every render. */
const sanitized = new Map<string, TrustedHTML>();

/**
 * Content HTML reduced to text formatting and plain links: no scripts, handlers, styles, classes,
 * ids, names, roles or ARIA (a quote must not rename, hide or announce the page's parts), frames,
 * or addresses other than `https:`, `mailto:` and this site's paths. Where no DOM exists to
 * sanitise with, nothing is kept. Where the browser enforces Trusted Types, TrustedHTML.
 */
export function sanitizeHtml(html: string): string | TrustedHTML {
  if (!purify.isSupported) return '';
  const config = {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
  if (!quotesPolicy) return purify.sanitize(html, config);
  const cached = sanitized.get(html);
  if (cached) return cached;
  const trusted = purify.sanitize(html, {
    ...config,
    RETURN_TRUSTED_TYPE: true,
    TRUSTED_TYPES_POLICY: quotesPolicy as never,
  }) as unknown as TrustedHTML;
  sanitized.set(html, trusted);
  return trusted;
}
