import { tokens } from '@portfolio/ui';
import type { Language } from './layout';

/**
 * A CSS font stack's family names, unquoted ('Inter', 'Noto Sans SC', …, 'system-ui'), each
 * script's place (`var(--font-latin, 'Inter Variable')`) read as its whole face. The site's
 * variable Inter is drawn from its static faces here (see fonts/loadFonts.ts).
 */
const familiesOf = (stack: string) =>
  stack
    .replace(/var\(--[\w-]+,\s*([^)]+)\)/g, '$1')
    .split(',')
    .map((name) => name.trim().replace(/^['"]|['"]$/g, ''))
    .map((family) => (family === 'Inter Variable' ? 'Inter' : family));

/** The library's stacks: body text, and Korean pages' (Noto Sans KR before SC). */
const BODY = familiesOf(tokens.font.body);
const KOREAN = familiesOf(tokens.font.bodyKorean);

/** The families a card in this language draws with, in order. */
export const familiesFor = (language: Language) => (language === 'ko' ? KOREAN : BODY);

const HANGUL = /\p{Script=Hangul}/u;

/**
 * The families a character's slice is looked for in: Korean letters as on Korean pages, the rest
 * as on the others (Chinese characters in Noto Sans SC).
 */
export const familyOrder = (codePoint: number) =>
  HANGUL.test(String.fromCodePoint(codePoint)) ? KOREAN : BODY;
