import { describe, expect, it } from 'vitest';
import { codeRanges, rangesHold, unicodeRange } from './unicodeRanges';

describe('unicode ranges', () => {
  it('reads a stylesheet’s unicode-range, single code points and ranges alike', () => {
    expect(codeRanges('U+0000-00FF,U+0131, U+2000-206F,U+FFFD')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
      [0xfffd, 0xfffd],
    ]);
  });

  it('reads wildcards', () => {
    expect(codeRanges('U+20-7E, U+4e00, U+4??')).toEqual([
      [0x20, 0x7e],
      [0x4e00, 0x4e00],
      [0x400, 0x4ff],
    ]);
  });

  it('writes ranges back as the same unicode-range', () => {
    const ranges = codeRanges('U+1000-1059,U+25CC');
    expect(unicodeRange(ranges)).toBe('U+1000-1059, U+25cc');
    expect(codeRanges(unicodeRange(ranges))).toEqual(ranges);
  });

  it('tells whether the ranges hold a code point, both ends included', () => {
    const ranges = codeRanges('U+20-7E, U+4e00');
    expect([0x20, 0x7e, 0x4e00].map((code) => rangesHold(ranges, code))).toEqual([
      true,
      true,
      true,
    ]);
    expect([0x1f, 0x7f, 0x4e01].map((code) => rangesHold(ranges, code))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
