import { darkTheme, type ThemeColors } from '../../theme/themes';

/**
 * The tones a toast can take (the garden's gold, and the moon's colours by day), each with its
 * colour roles in the theme: the toast's background and its text.
 */
export const TOAST_TONE_ROLES = {
  gold: { background: 'toastGold', text: 'toastGoldText' },
  white: { background: 'toastWhite', text: 'toastWhiteText' },
  lightgreen: { background: 'toastLightGreen', text: 'toastLightGreenText' },
  pink: { background: 'toastPink', text: 'toastPinkText' },
  orange: { background: 'toastOrange', text: 'toastOrangeText' },
  red: { background: 'toastRed', text: 'toastRedText' },
} as const satisfies Record<string, { background: keyof ThemeColors; text: keyof ThemeColors }>;

export type ToastTone = keyof typeof TOAST_TONE_ROLES;

/** The class a toast of this tone carries (pass it as the toast's `className`). */
export const toastToneClass = (tone: ToastTone) => `toast-tone-${tone}`;

/**
 * The tones' colours in the default (dark) theme.
 *
 * @deprecated The colours are theme roles now (`TOAST_TONE_ROLES`): read them from the theme,
 * `theme.color[TOAST_TONE_ROLES[tone].background]`, so that an app's theme can change them.
 */
export const TOAST_TONES = Object.fromEntries(
  Object.entries(TOAST_TONE_ROLES).map(([tone, { background, text }]) => [
    tone,
    { background: darkTheme.color[background], text: darkTheme.color[text] },
  ]),
) as Record<ToastTone, { background: string; text: string }>;
