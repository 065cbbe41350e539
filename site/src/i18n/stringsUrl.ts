import { type StringSet, stringsFile } from './stringSets';

/**
 * Each file of strings at the address the build gives it, named by its content's hash: a page
 * fetches the strings of the release its HTML came from, so a deploy landing between the two
 * never hands it text its HTML does not have.
 */
const URLS: Record<string, string> = import.meta.glob('./strings/**/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** Where a language's file of a set is served. */
export const stringsUrl = (language: string, set: StringSet) =>
  URLS[`./strings/${stringsFile(language, set)}`];
