import type { ScriptFont } from './fonts';

/**
 * A script's place in a font stack: its family, unless the host puts families of its own there
 * through the CSS variable `--font-<script>` (a face cut to its pages' text before the whole one,
 * say `--font-latin: 'My Cut', 'Inter Variable'`).
 */
const script = (name: 'latin' | ScriptFont, family: string) => `var(--font-${name}, '${family}')`;

const LATIN = script('latin', 'Inter Variable');
const MYANMAR = script('myanmar', 'Noto Sans Myanmar');
const CHINESE = script('chinese', 'Noto Sans SC');
const KOREAN = script('korean', 'Noto Sans KR');

/** Values shared by both themes: spacing, type, shape, motion and layering. */
export const tokens = {
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' },
  font: {
    // Latin first; each script face only downloads the unicode ranges a page actually uses.
    body: `${LATIN}, ${MYANMAR}, ${CHINESE}, ${KOREAN}, system-ui, sans-serif`,
    bodyKorean: `${LATIN}, ${MYANMAR}, ${KOREAN}, ${CHINESE}, system-ui, sans-serif`,
    // Code and labels; the script faces after it draw any non-Latin character.
    mono: `'JetBrains Mono Variable', ${LATIN}, ${MYANMAR}, ${CHINESE}, ${KOREAN}, monospace`,
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
    weight: { regular: 400, bold: 700 },
    lineHeight: { tight: 1.25, body: 1.6, myanmar: 1.9 },
  },
  breakpoint: { phone: '40rem', tablet: '48rem', desktop: '64rem' },
  layout: { navbarHeight: '4rem', maxWidth: '72rem' },
  motion: { fast: '120ms', normal: '220ms' },
  zIndex: { navbar: 100, menu: 110, notice: 150, skipLink: 200 },
} as const;

export type Tokens = typeof tokens;
