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

describe('plainText', () => {
  it('keeps the words of formatted text, with entities decoded', () => {
    expect(plainText('<p>Be <strong>brave</strong> &amp; <em>kind</em>&#33; &lt;3</p>')).toBe(
      'Be brave & kind! <3',
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
