// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeRanges, unicodeRange } from './faceCut';

describe('unicode ranges', () => {
  it('reads a stylesheet’s unicode-range, single code points and ranges alike', () => {
    expect(codeRanges('U+0000-00FF,U+0131, U+2000-206F,U+FFFD')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
      [0xfffd, 0xfffd],
    ]);
  });

  it('writes ranges back as the same unicode-range', () => {
    const ranges = codeRanges('U+1000-1059,U+25CC');
    expect(unicodeRange(ranges)).toBe('U+1000-1059, U+25cc');
    expect(codeRanges(unicodeRange(ranges))).toEqual(ranges);
  });
});
