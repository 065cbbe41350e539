import { describe, expect, it } from 'vitest';
import { myanmarLineBreaks } from './lineBreaks';

const breaks = (text: string) => myanmarLineBreaks(text).split('\u200b');

describe('myanmarLineBreaks', () => {
  it('lets Myanmar lines break between syllables only', () => {
    expect(breaks('ပန်းများနှင့်')).toEqual(['ပန်း', 'များ', 'နှင့်']);
    expect(breaks('ဥယျာဉ်')).toEqual(['ဥ', 'ယျာဉ်']);
    // A stacked consonant (after U+1039) and a kinzi (င် over the next) stay in their syllable.
    expect(breaks('သတ္တပတ်')).toEqual(['သတ္တ', 'ပတ်']);
    expect(breaks('သင်္ချိုင်း')).toEqual(['သင်္ချိုင်း']);
    expect(breaks('မြန်မာ')).toEqual(['မြန်', 'မာ']);
  });

  it('leaves other scripts and the starts of words alone', () => {
    expect(breaks('Full-stack အက်ပ်ဆော့ဖ်ဝဲ')).toEqual(['Full-stack အက်ပ်', 'ဆော့ဖ်', 'ဝဲ']);
    expect(myanmarLineBreaks('花园 정원')).toBe('花园 정원');
  });
});
