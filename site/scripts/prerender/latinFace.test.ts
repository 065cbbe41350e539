// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type LatinCut, type LatinFace, latinCutBeyond, latinCutTags } from './latinFace';

const latin: LatinFace = {
  rule: '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin.woff2);unicode-range:U+0-FF}',
  file: 'assets/inter-latin.woff2',
  read: new Promise(() => {}),
  claims: () => true,
};
const counterpart: LatinCut = {
  file: 'assets/inter-page-b.woff2',
  ranges: [
    [0x2f, 0x2f],
    [0x41, 0x43],
  ],
};

describe('a counterpart’s Latin cut, declared on a page for a language chosen there', () => {
  it('claims only the characters the page’s own cut lacks, from the counterpart’s file', () => {
    const [style, ...rest] = latinCutBeyond(latin, counterpart, {
      file: 'assets/inter-page-a.woff2',
      ranges: [[0x41, 0x42]],
    });
    expect(rest).toEqual([]);
    expect(style).toContain('url(/assets/inter-page-b.woff2)');
    // Behind the page's own cut, with the whole face it stands in for.
    expect(style).toContain('font-family:Inter Variable;');
    expect(style).not.toContain('--font-latin');
    expect(style).toContain('unicode-range:U+2f,U+43}');
  });

  it('is nothing when the page’s cut has them all, or the counterpart has no Latin text', () => {
    expect(latinCutBeyond(latin, counterpart, { ...counterpart, ranges: [[0x20, 0x50]] })).toEqual(
      [],
    );
    expect(latinCutBeyond(latin, undefined, counterpart)).toEqual([]);
  });

  it('claims all of its characters on a page without Latin text', () => {
    expect(latinCutBeyond(latin, counterpart, undefined)[0]).toContain(
      'unicode-range:U+2f,U+41-43}',
    );
  });
});

describe('a page’s own Latin cut', () => {
  it('is declared in a family of its own, put before the whole face in the stacks, and preloaded', () => {
    const [style, preload, ...rest] = latinCutTags(latin, counterpart);
    expect(rest).toEqual([]);
    expect(style).toContain("font-family:'Inter Variable Cut';");
    expect(style).toContain('unicode-range:U+2f,U+41-43}');
    expect(style).toContain(":root{--font-latin:'Inter Variable Cut','Inter Variable'}");
    expect(preload).toContain('href="/assets/inter-page-b.woff2"');
  });

  it('is nothing on a page without Latin text', () => {
    expect(latinCutTags(latin, undefined)).toEqual([]);
  });
});
