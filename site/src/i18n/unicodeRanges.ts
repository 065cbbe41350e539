/** A code point range, both ends included. */
export type CodeRange = [number, number];

/** Ranges as a @font-face's unicode-range. */
export const unicodeRange = (ranges: CodeRange[]) =>
  ranges
    .map(([low, high]) => `U+${low.toString(16)}${high === low ? '' : `-${high.toString(16)}`}`)
    .join(', ');

/** A @font-face's unicode-range (`U+0000-00FF,U+0131`, `U+4??`) as ranges. */
export const codeRanges = (unicodeRange: string): CodeRange[] =>
  unicodeRange
    .split(',')
    .map((range) => range.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((range) => {
      const [low = '', high = low] = range.split('-');
      return [parseInt(low.replaceAll('?', '0'), 16), parseInt(high.replaceAll('?', 'f'), 16)];
    });

/** Whether one of `ranges` holds `codePoint`. */
export const rangesHold = (ranges: readonly CodeRange[], codePoint: number) =>
  ranges.some(([low, high]) => codePoint >= low && codePoint <= high);
