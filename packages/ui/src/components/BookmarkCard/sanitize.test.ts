import { describe, expect, it } from 'vitest';
import { hostileQuotes } from '../../../../../mocks/contentSources';
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

  it('opens content links in a new tab without a handle on this page', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
