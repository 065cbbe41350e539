/** What a font draws, for the check: its weight and the characters it has glyphs for. */
export interface Coverage {
  weight: number;
  characters: ReadonlySet<number>;
}

/** White space and invisible format characters (variation selectors too): no glyph of their own. */
const needsNoGlyph = (char: string) =>
  /^\s$/u.test(char) || /^\p{Default_Ignorable_Code_Point}$/u.test(char);

/**
 * The characters of the texts that some weight's fonts have no glyph for: drawn as tofu (empty
 * boxes) or not at all. Each character once, in order of appearance.
 */
export function missingGlyphs(texts: readonly string[], fonts: readonly Coverage[]): string[] {
  const weights = new Set(fonts.map((font) => font.weight));
  if (weights.size === 0) weights.add(400);
  const missing = new Set<string>();
  for (const char of texts.flatMap((text) => [...text])) {
    if (needsNoGlyph(char) || missing.has(char)) continue;
    const codePoint = char.codePointAt(0) as number;
    for (const weight of weights) {
      const found = fonts.some((font) => font.weight === weight && font.characters.has(codePoint));
      if (!found) missing.add(char);
    }
  }
  return [...missing];
}
