import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StringSet } from '../src/i18n/languages';
import { paths } from '../src/navigation/paths';
import { ROOT_SPACES, SPACES } from '../src/navigation/spaces';

const I18N_DIR = fileURLToPath(new URL('../src/i18n/strings/', import.meta.url));

/** Every string in a value (a translation file, content), in order. */
export const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(strings)
      : [];

function translations(language: string, set: StringSet): Record<string, unknown> {
  const file = `${I18N_DIR}${set === 'translation' ? '' : `${set}/`}${language}.json`;
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * Everything the site can show in `language` that the build knows of: its strings (the pages'
 * and the legal texts) and the content's (every language's: a quote keeps its own).
 */
export const languageText = (language: string, content: unknown): string =>
  [
    ...strings(translations(language, 'translation')),
    ...strings(translations(language, 'legal')),
    ...strings(content),
  ].join('');

/**
 * What the site may write into any of its pages after they were built: the boot script's month
 * names and the dates' and the clock's words (src/boot/fillPageNow.ts; a page built in November
 * is shown in December), and the offer of the page in this language, shown on its English
 * counterpart (src/i18n/languageOffer); what the page shows without its app (its
 * `<noscript>`, outside the app's HTML); and what it shows while a screen's strings or content
 * arrive (its ellipsis: without it, a language switched on a running page fetched Inter's whole
 * Latin face for one "…").
 */
export function lateText(language: string): string {
  const { date, time, language_offer, page_meta, loading } = translations(
    language,
    'translation',
  ) as {
    date: unknown;
    time: { clock: string };
    language_offer: unknown;
    page_meta: { noscript: string };
    loading: string;
  };
  return [
    ...strings(date),
    time.clock,
    ...strings(language_offer),
    page_meta.noscript,
    loading,
  ].join('');
}

/**
 * The strings of the space at `path` (without its language), by the spaces' convention a set
 * named after it (`sun`, `garden`): what its screen shows once it runs (a service's answer, a
 * toast) beyond its prerendered text. None for other pages.
 */
export function spaceText(language: string, path: string): string {
  const space =
    SPACES.find(({ name }) => path === paths.space(name)) ??
    ROOT_SPACES.find(({ name }) => path === paths.rootSpace(name));
  return space ? strings(translations(language, 'translation')[space.name]).join('') : '';
}
