/**
 * Colour roles with one value in both themes, part of every theme's `color`: the tones a toast
 * can take (its background, and `…Text` on it; see `TOAST_TONE_ROLES`) and the moon's face
 * (`MoonPhase`).
 */
export const sharedColors = {
  toastGold: '#f5c542',
  toastGoldText: '#1a1400',
  toastWhite: '#ffffff',
  toastWhiteText: '#141b2f',
  toastLightGreen: '#b9f6ca',
  toastLightGreenText: '#0b3d1a',
  toastPink: '#ffc1e3',
  toastPinkText: '#4a0d2e',
  toastOrange: '#ffb74d',
  toastOrangeText: '#3d1f00',
  toastRed: '#c62828',
  toastRedText: '#ffffff',
  /** The moon's disc in shadow. */
  moonShadow: '#20263d',
  /** The outline of the moon's disc. */
  moonRim: '#8d96b3',
  /** The lit part of the moon. */
  moonLit: '#f4f1de',
};

export type SharedColors = typeof sharedColors;
