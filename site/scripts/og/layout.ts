import type { ReactElement } from 'react';
import { darkTheme, type IconName } from '@portfolio/ui';
import { box, clamp, image } from './elements';
import type { Language } from '../../src/i18n/languages';
import { myanmarLineBreaks } from './lineBreaks';

export const WIDTH = 1200;
export const HEIGHT = 630;

export { LANGUAGES, type Language } from '../../src/i18n/languages';

/** What a card shows, in its language (see card.ts). */
export interface CardContent {
  language: Language;
  title: string;
  description: string;
  siteName: string;
  role: string;
  icon?: IconName;
}

export interface CardImages {
  brand: string;
  icon?: string;
}

const { color, font, radius } = darkTheme;
const rem = (value: string) => parseFloat(value) * 16;

const MARGIN = { x: 64, y: 56 };
const FOOTER_SIZE = 28;
const ICON_DISC = 264;

/**
 * Type sizes and line heights (in ems) by script, so that 2 lines of title and 3 of description
 * always fit above the footer: Myanmar's stacked marks need taller lines (the site gives its body
 * text 1.9), so its type is a little smaller.
 */
const TYPE: Record<Language, { title: number; titleLine: number; text: number; textLine: number }> =
  {
    en: { title: 72, titleLine: font.lineHeight.tight, text: 36, textLine: 1.45 },
    my: { title: 64, titleLine: 1.5, text: 32, textLine: 1.75 },
    zh: { title: 72, titleLine: 1.3, text: 36, textLine: 1.6 },
    ko: { title: 72, titleLine: 1.3, text: 36, textLine: 1.6 },
  };

/**
 * The card: the site's dark theme, the title in bold over a short description (at most 2 and 3
 * lines, an ellipsis beyond), the page's icon in a disc beside them, and a footer with the brand
 * star, the owner's name and role. `fontFamily` lists the loaded faces in the site's order.
 */
export function cardLayout(card: CardContent, images: CardImages, fontFamily: string) {
  const type = TYPE[card.language];
  const prepare = card.language === 'my' ? myanmarLineBreaks : (text: string) => text;
  const title = box(
    { ...clamp(2), fontSize: type.title, fontWeight: font.weight.bold, lineHeight: type.titleLine },
    prepare(card.title),
  );
  const description = box(
    {
      ...clamp(3),
      marginTop: 24,
      fontSize: type.text,
      color: color.textMuted,
      lineHeight: type.textLine,
    },
    prepare(card.description),
  );
  const accent = box({
    width: 96,
    height: 8,
    borderRadius: 4,
    background: color.gold,
    marginBottom: 28,
  });
  const texts = box(
    { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0 },
    accent,
    title,
    description,
  );
  const main = box(
    { display: 'flex', flexGrow: 1, alignItems: 'center', gap: 56, minHeight: 0, marginBottom: 16 },
    texts,
    images.icon ? iconDisc(images.icon) : null,
  );
  return box(
    {
      width: WIDTH,
      height: HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: `${MARGIN.y}px ${MARGIN.x}px`,
      background: color.background,
      color: color.text,
      fontFamily,
      overflowWrap: 'break-word',
    },
    main,
    footer(card, images.brand, prepare),
  );
}

function iconDisc(src: string): ReactElement {
  return box(
    {
      display: 'flex',
      flexShrink: 0,
      width: ICON_DISC,
      height: ICON_DISC,
      borderRadius: ICON_DISC / 2,
      alignItems: 'center',
      justifyContent: 'center',
      background: color.surface,
      border: `2px solid ${color.border}`,
    },
    image(src, Math.round(ICON_DISC * 0.58)),
  );
}

function footer(card: CardContent, brand: string, prepare: (text: string) => string) {
  return box(
    {
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      paddingTop: 22,
      borderTop: `2px solid ${color.border}`,
      fontSize: FOOTER_SIZE,
      lineHeight: font.lineHeight.tight,
    },
    image(brand, 48, { borderRadius: rem(radius.sm) }),
    box(
      { ...clamp(1), marginLeft: 18, fontWeight: font.weight.bold, flexShrink: 0, maxWidth: 560 },
      card.siteName,
    ),
    box({
      width: 8,
      height: 8,
      borderRadius: 4,
      margin: '0 18px',
      background: color.gold,
      flexShrink: 0,
    }),
    box({ ...clamp(1), minWidth: 0, color: color.textMuted }, prepare(card.role)),
  );
}
