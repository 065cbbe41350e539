import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { hostileQuotes } from '../../../../../mocks/fixtures/hostileQuotes';
import { plainText } from './plainText';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps text formatting', () => {
    expect(sanitizeHtml('<p>Be <strong>brave</strong> and <em>kind</em>.</p>')).toBe(
      '<p>Be <strong>brave</strong> and <em>kind</em>.</p>',
    );
  });

  it.each(Object.entries(hostileQuotes))('removes everything executable (%s)', (_kind, html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(
      /<script|<iframe|<img|<svg|onerror|onclick|href="javascript:|style=|__pwned/i,
    );
  });

  it("leaves the app's own DOMPurify as it was", () => {
    sanitizeHtml('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('opens content links in a new tab without a handle on this page', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

/**
 * Hostile quotes and what is left of them. The rows up to the schemes failed on the previous
 * configuration; the mutation, parsing and clobbering rows are DOMPurify's own defences, kept so
 * that a change of configuration or version cannot drop them unnoticed.
 */
const HOSTILE: [kind: string, html: string, left: string][] = [
  [
    'a link renamed for screen readers',
    '<a href="https://example.com" aria-label="Your bank">x</a>',
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  ['text hidden from screen readers', '<p aria-hidden="true">x</p>', '<p>x</p>'],
  ['a shouting region', '<p aria-live="assertive" role="alert">x</p>', '<p>x</p>'],
  ["a pointer at the page's own ids", '<span aria-describedby="root">x</span>', '<span>x</span>'],
  ['a clobbering id and name', '<a id="root" name="config">x</a>', '<a>x</a>'],
  ['a class borrowed from the page', '<p class="Toastify">x</p>', '<p>x</p>'],
  ['a CSS overlay', '<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
  ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
  ['an odd scheme', '<a href="cid:part1">x</a>', '<a>x</a>'],
  ['a data: address', '<a href="data:text/html,<b>x</b>">x</a>', '<a>x</a>'],
  ['plain http', '<a href="http://example.com/">x</a>', '<a>x</a>'],
  ['an obfuscated javascript: scheme', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['a javascript: scheme in capitals', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  [
    'mutation through SVG',
    '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
    '<p></p>',
  ],
  [
    'mutation through MathML',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '',
  ],
  [
    'a noscript parsing differential',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<p></p>',
  ],
  ['a template', '<template><img src=x onerror=alert(1)></template><p>x</p>', '<p>x</p>'],
  ['a form that clobbers', '<form name="body"><input name="appendChild"></form>x', 'x'],
];

describe('sanitizeHtml against hostile quotes', () => {
  it.each(HOSTILE)('%s', (_kind, html, left) => {
    expect(sanitizeHtml(html)).toBe(left);
  });

  it('keeps links to the web over https, e-mail and the site, only the first two in a new tab', () => {
    expect(sanitizeHtml('<a href="mailto:me@example.com">m</a> <a href="/spaces/sun">s</a>')).toBe(
      '<a href="mailto:me@example.com" target="_blank" rel="noopener noreferrer">m</a> <a href="/spaces/sun">s</a>',
    );
  });
});

describe('plainText', () => {
  it('keeps the words of formatted text, with entities decoded', () => {
    expect(plainText('<p>Be <strong>brave</strong> &amp; <em>kind</em>&#33; &lt;3</p>')).toBe(
      'Be brave & kind! <3',
    );
  });

  it('writes a reference to no character as HTML draws it, and leaves unknown names as text', () => {
    expect(plainText('A&#xD800;B&#0;C&#x110000;&constructor;&NBSP;')).toBe(
      'A\ufffdB\ufffdC\ufffd&constructor;&NBSP;',
    );
  });

  it.each(Object.entries(hostileQuotes))(
    'keeps no markup and no script text (%s)',
    (_kind, html) => {
      const text = plainText(html);
      expect(text).not.toMatch(/<[a-z!/]|__pwned|alert\(/i);
    },
  );
});
