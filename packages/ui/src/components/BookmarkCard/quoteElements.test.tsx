import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hostileQuotes } from '../../../../../mocks/fixtures/hostileQuotes';
import { quoteElements } from './quoteElements';

const drawn = (html: string) => {
  const quote = quoteElements(html);
  return quote && { markup: renderToStaticMarkup(quote.elements), complete: quote.complete };
};

describe('quoteElements', () => {
  it('draws paragraphs, line breaks and emphasis as the HTML has them, complete', () => {
    expect(
      drawn('<p>Be <strong>brave</strong>,<br/>and <em>kind <b>now</b></em>.</p>\n<p>Two</p>'),
    ).toEqual({
      markup: '<p>Be <strong>brave</strong>,<br/>and <em>kind <b>now</b></em>.</p>\n<p>Two</p>',
      complete: true,
    });
  });

  it('takes a tag written with a space before its end as written without', () => {
    expect(drawn('<p>One<br />two <strong >now</strong></p>')).toEqual({
      markup: '<p>One<br/>two <strong>now</strong></p>',
      complete: true,
    });
  });

  it('reads the character references it knows', () => {
    expect(drawn('<p>Tom &amp; Jerry &lt;3 &#x263A;&nbsp;&#8212;</p>')?.markup).toBe(
      '<p>Tom &amp; Jerry &lt;3 ☺\u00a0—</p>',
    );
  });

  it('draws the text of links and spans, and no attribute, until the sanitiser has the quote', () => {
    expect(
      drawn(
        '<p lang="en">See <a href="https://example.com" onclick="x()">this <em>one</em></a>.</p>',
      ),
    ).toEqual({ markup: '<p>See this <em>one</em>.</p>', complete: false });
  });

  it.each([
    ['an image', '<p><img src="x">Text</p>'],
    ['a tag left open', '<p>Be <strong>brave</p>'],
    ['a tag closed twice', '<p>Be</p></p>'],
    ['a paragraph inside emphasis', '<strong><p>Be</p></strong>'],
    ['a stray <', '<p>1 < 2</p>'],
    ['a reference it does not know', '<p>Fear &mdash; and courage</p>'],
    ['a name spelled otherwise than HTML does', '<p>A&NBSP;B</p>'],
    ['a number HTML reads as another character', '<p>A&#150;B</p>'],
    ['a number of no character', '<p>A&#xD800;B&#0;</p>'],
    ['a quote mark left open in a tag', '<p><span title="x>Pay here">real</span></p>'],
    ['too many characters', `<p>${'<br>'.repeat(6000)}</p>`],
    ['elements too deep', `${'<b>'.repeat(20)}deep${'</b>'.repeat(20)}`],
    ['a comment', '<p>Be<!-- x --></p>'],
  ])('leaves HTML with %s to the sanitiser alone', (_kind, html) => {
    expect(quoteElements(html)).toBeNull();
  });

  it.each(Object.entries(hostileQuotes))(
    'draws nothing of hostile HTML that could run (%s)',
    (_kind, html) => {
      const quote = drawn(html);
      expect(quote?.complete ?? false).toBe(false);
      expect(quote?.markup ?? '').not.toMatch(/<script|<img|<svg|<iframe|\s(on\w+|href|style)=/i);
    },
  );
});
