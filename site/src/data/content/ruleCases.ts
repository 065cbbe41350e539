/**
 * Values that the content schema and firestore.rules must judge alike: the schema's unit test
 * and the rules' test (evaluated by the Firestore emulator) both go through this table.
 * `addressable: false` marks ids Firestore itself cannot hold as one document's id (a path,
 * `.`, `..`, `__x__`): only the schema and the content tool meet those.
 */
export const ID_CASES = [
  { id: 'en-courage', valid: true },
  { id: 'scripture_reader-2', valid: true },
  { id: 'Xy12AbC3dEf45GhI6jKl', valid: true },
  { id: 'a'.repeat(100), valid: true },
  { id: 'a'.repeat(101), valid: false },
  { id: '-leading-hyphen', valid: false },
  { id: '_leading-underscore', valid: false },
  { id: 'with space', valid: false },
  { id: 'dotted.name', valid: false },
  { id: 'ünïcode', valid: false },
  { id: '/en-courage', valid: false, addressable: false },
  { id: 'a/sub/b', valid: false, addressable: false },
  { id: '.', valid: false, addressable: false },
  { id: '..', valid: false, addressable: false },
  { id: '__x__', valid: false, addressable: false },
  { id: '__proto__', valid: false, addressable: false },
  { id: '', valid: false, addressable: false },
];

export const URL_CASES = [
  { url: 'https://example.com', valid: true },
  { url: 'https://apps.example.co:8443/reader?lang=my#top', valid: true },
  { url: 'https://example.com/a/b', valid: true },
  { url: 'http://example.com', valid: false },
  { url: 'HTTPS://example.com', valid: false },
  { url: 'javascript:alert(1)', valid: false },
  { url: '//example.com/', valid: false },
  { url: 'https://', valid: false },
  { url: 'https://user@example.com', valid: false },
  { url: 'https://exa mple.com', valid: false },
  { url: 'https://example.com/a b', valid: false },
  { url: 'https://example.com\n', valid: false },
];

export const ICON_CASES = [
  { icon: 'book-open', valid: true },
  { icon: 'sparkles', valid: true },
  { icon: 'not-an-icon', valid: false },
  { icon: 'Star', valid: false },
  { icon: '', valid: false },
];
