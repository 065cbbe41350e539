/** The keys of the visitor's remembered choices. */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'lang',
  /** The visitor's answer to the offer of the page in their browser's language. */
  languageOffer: 'languageOffer',
} as const;

/** localStorage that degrades to "nothing remembered" where storage is blocked (private modes). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // The choice still applies to this visit.
    }
  },
};
