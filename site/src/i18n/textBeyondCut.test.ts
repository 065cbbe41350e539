import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasTextBeyond, whenTextBeyond } from './textBeyondCut';
import { codeRanges } from './unicodeRanges';

const cut = { unicodeRange: 'U+3001-3002, U+4e00, U+4e2d' } as FontFace;

describe('hasTextBeyond', () => {
  const ranges = codeRanges(cut.unicodeRange);
  it('is false for text the cut holds, Latin text and spaces', () => {
    expect(hasTextBeyond('中一。 Hello, ÐþŒ — 12', ranges)).toBe(false);
  });
  it('is true for a character of a script the cut lacks', () => {
    expect(hasTextBeyond('中鑫', ranges)).toBe(true);
    expect(hasTextBeyond('ဿ', ranges)).toBe(true);
    expect(hasTextBeyond('𠀀', ranges)).toBe(true);
  });
});

describe('whenTextBeyond', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve));

  it('declares once the page writes text beyond the cut, and only once', async () => {
    const declare = vi.fn();
    const text = document.createTextNode('中');
    document.body.append(text);
    whenTextBeyond([cut], declare);
    document.body.append('一 and Latin');
    await settle();
    expect(declare).not.toHaveBeenCalled();
    text.nodeValue = '中鑫';
    await settle();
    document.body.append('犇');
    await settle();
    expect(declare).toHaveBeenCalledTimes(1);
  });

  it('declares once the visitor types text beyond the cut', async () => {
    const declare = vi.fn();
    const field = document.createElement('textarea');
    document.body.append(field);
    whenTextBeyond([cut], declare);
    field.value = '中';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(declare).not.toHaveBeenCalled();
    field.value = '中淼';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(declare).toHaveBeenCalledTimes(1);
  });

  it('declares at once for text typed beyond the cut before it watched', () => {
    const declare = vi.fn();
    const field = document.createElement('input');
    field.value = '焱';
    document.body.append(field);
    whenTextBeyond([cut], declare);
    expect(declare).toHaveBeenCalledTimes(1);
  });
});
