import satori from 'satori';
import { darkTheme, type IconName } from '@portfolio/ui';
import { missingGlyphs } from './fonts/coverage';
import { loadFonts, type LoadedFont } from './fonts/loadFonts';
import { familiesFor, familyOrder } from './fontStacks';
import { brandMark, iconImage } from './images';
import { encodePng } from '../images/png';
import { rasterize } from '../images/resvg';
import { cardLayout, HEIGHT, LANGUAGES, WIDTH, type CardContent, type Language } from './layout';

export type { Language } from './layout';

/** A page's link-preview card (Open Graph / Twitter), in one of the site's languages. */
export type Card = CardContent;

/** Characters the card draws besides the texts: the ellipsis, and Myanmar's line breaks. */
const OWN_TEXT = ['…', '\u200b'];

/** Satori's font list (each slice a family of its own: Satori looks no further in a family for a
 * missing glyph) and a CSS font-family per language. */
function satoriFonts(fonts: readonly LoadedFont[]) {
  const familyFor = (language: Language) =>
    familiesFor(language)
      .flatMap((family) => fonts.filter((font) => font.family === family))
      .map((font) => `'${font.slice}'`)
      .filter((name, i, all) => all.indexOf(name) === i)
      .join(', ');
  const families = Object.fromEntries(
    LANGUAGES.map((language) => [language, familyFor(language)]),
  ) as Record<Language, string>;
  const options = fonts.map(({ slice, data, weight }) => ({
    name: slice,
    data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    weight,
    style: 'normal' as const,
  }));
  return { options, families };
}

const codePointOf = (char: string) =>
  `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The texts as the site's faces can draw them: a character none has (an emoji in an app's title,
 * say) is left off the card, with a warning naming it, rather than drawn as an empty box.
 */
function drawable(texts: string[], fonts: readonly LoadedFont[]): string[] {
  const missing = new Set(missingGlyphs(texts, fonts));
  if (missing.size === 0) return texts;
  const list = [...missing].map((char) => `${char} (${codePointOf(char)})`).join(', ');
  console.warn(`No face of the site draws ${list}: left off the link preview card.`);
  return texts.map((text) => [...text].filter((char) => !missing.has(char)).join(''));
}

/**
 * A renderer of cards, 1200 × 630 PNG. `texts` are all the strings the cards will draw: the
 * fonts' slices that cover them are loaded once (a character no face of the site has is left off
 * the cards, with a warning). Titles are drawn as glyph outlines shaped by
 * HarfBuzz inside Satori (Myanmar reordering and stacking included), then rasterised by resvg.
 */
export async function createCardRenderer(
  texts: string[],
): Promise<(card: Card) => Promise<Uint8Array>> {
  const all = [...texts, ...OWN_TEXT];
  const [fonts, brand] = await Promise.all([loadFonts(all, familyOrder), brandMark()]);
  const { options, families } = satoriFonts(fonts);
  const icons = new Map<IconName, string>();
  const iconFor = (name: IconName) => {
    if (!icons.has(name)) icons.set(name, iconImage(name, darkTheme.color.gold));
    return icons.get(name);
  };
  return async (card) => {
    const [title = '', description = '', siteName = '', role = ''] = drawable(
      [card.title, card.description, card.siteName, card.role],
      fonts,
    );
    const icon = card.icon ? iconFor(card.icon) : undefined;
    const svg = await satori(
      cardLayout(
        { ...card, title, description, siteName, role },
        { brand, icon },
        families[card.language],
      ),
      {
        width: WIDTH,
        height: HEIGHT,
        fonts: options,
      },
    );
    const { pixels } = await rasterize(svg);
    return encodePng(pixels, WIDTH, HEIGHT);
  };
}
