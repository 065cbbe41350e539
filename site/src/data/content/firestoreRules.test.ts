// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@portfolio/ui/rules';
import {
  DOCUMENT_ID_PATTERN,
  HTTPS_URL_PATTERN,
  QUOTE_MAX,
  schemas,
  TEXT_MAX,
  type CollectionName,
} from './schema';

const rules = readFileSync(new URL('../../../../firestore.rules', import.meta.url), 'utf8');

/** The rules' validator of each collection (see firestore.rules). */
const VALIDATORS: Record<CollectionName, string> = {
  appgallery: 'isApp',
  info: 'isInfo',
  actionlist: 'isAction',
  Bookmarks: 'isBookmark',
};

/** The field names a validator lists in `data.keys().<method>([...])`. */
function listed(validator: string, method: 'hasAll' | 'hasOnly'): string[] {
  const body = rules.split(`function ${validator}(data)`)[1]?.split(/\n {4}}/)[0] ?? '';
  const list = body.match(new RegExp(`data\\.keys\\(\\)\\.${method}\\(\\[([^\\]]*)\\]\\)`))?.[1];
  return (list ?? '')
    .split(',')
    .map((name) => name.trim().replace(/'/g, ''))
    .filter(Boolean);
}

describe.each(Object.entries(VALIDATORS) as [CollectionName, string][])(
  'firestore.rules for %s',
  (collection, validator) => {
    const entries = schemas[collection].entries as Record<string, { type: string }>;

    it('allow exactly the fields of the schema', () => {
      expect(listed(validator, 'hasOnly').sort()).toEqual(Object.keys(entries).sort());
    });

    it('require the fields the schema requires', () => {
      const required = Object.keys(entries).filter((key) => entries[key]?.type !== 'optional');
      expect(listed(validator, 'hasAll').sort()).toEqual(required.sort());
    });

    it('write only through the validator, as the owner', () => {
      expect(rules).toContain(
        `match /${collection}/{id} {\n      allow read: if true;\n      allow create, update: if isOwner() && isDocumentId(id) && ${validator}(request.resource.data);`,
      );
    });
  },
);

it('firestore.rules limit texts to the schema’s sizes', () => {
  expect(rules).toContain(`isText(value.en, ${TEXT_MAX})`);
  expect(rules).toContain(`isText(data.quote, ${QUOTE_MAX})`);
});

/** A pattern as a rules string literal writes it (its backslashes doubled). */
const rulesString = (pattern: string) => `'${pattern.replaceAll('\\', '\\\\')}'`;

it('firestore.rules match ids and links with the schema’s own patterns', () => {
  expect(rules).toContain(`id.matches(${rulesString(DOCUMENT_ID_PATTERN)})`);
  expect(rules).toContain(`value.matches(${rulesString(HTTPS_URL_PATTERN)})`);
});

it('firestore.rules accept exactly the icons of the site’s set', () => {
  const list = rules.split('function isIconName(value)')[1]?.split(']')[0] ?? '';
  expect([...list.matchAll(/'([^']+)'/g)].map(([, name]) => name)).toEqual([...ICON_NAMES]);
});
