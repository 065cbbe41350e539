import { translationsUrl, type Language } from '../../src/i18n/languages';

/**
 * The head's links that fetch, as soon as the page is parsed, what its app needs to answer: the
 * app's and the screen's chunks and the language's strings. At low priority, behind the first
 * paint's fonts and styles, unless the page has no HTML of its own: when a tap wants the app, or
 * the page's figures (sun, moon, clock) once it has painted, most of it is already there (see
 * src/boot).
 */
export function appPreloadTags(
  files: string[],
  language: Language,
  priority: 'high' | 'low',
): string[] {
  return [
    ...files.map(
      (file) => `<link rel="modulepreload" href="/${file}" fetchpriority="${priority}" />`,
    ),
    `<link rel="preload" as="fetch" href="${translationsUrl(language, '/')}" crossorigin fetchpriority="${priority}" />`,
  ];
}
