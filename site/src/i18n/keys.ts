import type { ParseKeys } from 'i18next';

/** The key of a string in en.json, as `t` takes it (typed in i18next.d.ts). */
export type TranslationKey = ParseKeys;
