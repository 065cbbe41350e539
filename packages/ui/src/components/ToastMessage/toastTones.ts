/** Colours a toast can take: the garden's gold, and the moon's colours by day. */
export const TOAST_TONES = {
  gold: { background: '#f5c542', text: '#1a1400' },
  white: { background: '#ffffff', text: '#141b2f' },
  lightgreen: { background: '#b9f6ca', text: '#0b3d1a' },
  pink: { background: '#ffc1e3', text: '#4a0d2e' },
  orange: { background: '#ffb74d', text: '#3d1f00' },
  red: { background: '#c62828', text: '#ffffff' },
} as const;

export type ToastTone = keyof typeof TOAST_TONES;

/** The class a toast of this tone carries (pass it as the toast's `className`). */
export const toastToneClass = (tone: ToastTone) => `toast-tone-${tone}`;
