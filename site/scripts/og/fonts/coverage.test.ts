// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { familyOrder } from '../fontStacks';
import { cardTexts, SAMPLE_CARDS } from '../samples';
import { missingGlyphs } from './coverage';
import { loadFonts } from './loadFonts';

const ETHIOPIC = 'ሀ'; // U+1200: no face of the site has Ethiopic

describe('missingGlyphs', () => {
  it('reports characters that no font of some weight has, each once', () => {
    const fonts = [
      { weight: 400, characters: new Set([0x41, 0x42]) },
      { weight: 700, characters: new Set([0x41]) },
    ];
    expect(missingGlyphs(['AB A', 'CC'], fonts)).toEqual(['B', 'C']);
    expect(missingGlyphs(['A\u200bA\n'], fonts)).toEqual([]);
  });

  it('finds every sample character in the loaded slices of the site faces, and not Ethiopic', async () => {
    const texts = [...cardTexts(SAMPLE_CARDS), ETHIOPIC];
    const fonts = await loadFonts(texts, familyOrder);
    expect(SAMPLE_CARDS.map((card) => card.language)).toEqual(['en', 'my', 'zh', 'ko']);
    for (const card of SAMPLE_CARDS) expect(missingGlyphs(cardTexts([card]), fonts)).toEqual([]);
    expect(missingGlyphs([`Garden ${ETHIOPIC}`], fonts)).toEqual([ETHIOPIC]);
    // Hangul from Noto Sans KR, Chinese from Noto Sans SC, at both weights.
    const familyOf = (char: string, weight: number) =>
      fonts.find((font) => font.weight === weight && font.characters.has(char.codePointAt(0) ?? 0))
        ?.family;
    expect([familyOf('정', 400), familyOf('정', 700)]).toEqual(['Noto Sans KR', 'Noto Sans KR']);
    expect(familyOf('花', 700)).toBe('Noto Sans SC');
    expect(familyOf('ဥ', 700)).toBe('Noto Sans Myanmar');
    expect(familyOf('G', 700)).toBe('Inter');
  });
});
