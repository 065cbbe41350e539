import * as v from 'valibot';
import { ICON_NAMES } from '@portfolio/ui/rules';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { PREFIXED_LANGUAGES } from '../../i18n/languagePaths';
import { BOOKMARK_LANGUAGES } from './bookmarkLanguages';

/** The longest text and HTML quote firestore.rules lets the owner store (in characters). */
export const TEXT_MAX = 2000;
export const QUOTE_MAX = 5000;

const text = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_MAX));

const otherLanguages = Object.fromEntries(
  PREFIXED_LANGUAGES.map((language) => [language, v.optional(text)]),
) as Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, v.OptionalSchema<typeof text, undefined>>;

/** Text an owner writes once per language; English is required, the rest fall back to it. */
export const LocalizedTextSchema = v.object({ [DEFAULT_LANGUAGE]: text, ...otherLanguages });
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/** Only plain colours reach a style sheet: a hex value or a colour keyword. */
const ColorSchema = v.pipe(
  v.string(),
  v.regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i, 'a hex colour or a colour name'),
);
/** An icon of the site's set by its name, e.g. `book-open`. */
const IconNameSchema = v.picklist(ICON_NAMES, 'an icon of the site’s set, such as book-open');

/**
 * The patterns firestore.rules holds documents to, written once for both (RE2 and JavaScript
 * read them alike): a test evaluates the rules and the schema on the same table of values.
 * A document id is a plain name: no `/` (a path: another document, or a subcollection), no `.`
 * or `..`, no leading `_` (Firestore reserves `__x__`; `__proto__` is an object's prototype).
 */
export const DOCUMENT_ID_PATTERN = '[A-Za-z0-9][A-Za-z0-9_-]{0,99}';
/** An https address: a host of letters, digits, dots and hyphens, a port, then any path. */
export const HTTPS_URL_PATTERN = 'https://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][^\\s]*)?';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

export const DocumentIdSchema = v.pipe(
  v.string(),
  v.regex(whole(DOCUMENT_ID_PATTERN), 'letters, digits, - and _, starting with a letter or digit'),
);
const OrderSchema = v.optional(v.pipe(v.number(), v.integer()), 0);

/**
 * A card of the App Gallery. An app has an `app_id`, which names its privacy and terms pages
 * (/app/privacy/1); a card without one is a link (a code profile, say) and has no such pages.
 */
export const AppSchema = v.object({
  app_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  title: text,
  description: LocalizedTextSchema,
  url: v.pipe(
    v.string(),
    v.maxLength(TEXT_MAX),
    v.regex(whole(HTTPS_URL_PATTERN), 'an https address'),
  ),
  badge: v.optional(text),
  button_label: v.optional(LocalizedTextSchema),
  icon: v.optional(IconNameSchema),
});

export const InfoSchema = v.object({
  order: OrderSchema,
  title: LocalizedTextSchema,
  text: LocalizedTextSchema,
  icon: v.optional(IconNameSchema),
});

export const ActionSchema = v.object({
  order: OrderSchema,
  text: LocalizedTextSchema,
  icon: v.optional(IconNameSchema),
});

export const BookmarkSchema = v.object({
  order: OrderSchema,
  language: v.picklist(BOOKMARK_LANGUAGES),
  /** HTML; sanitised where it is shown. */
  quote: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(QUOTE_MAX)),
  fonticon: IconNameSchema,
  badgecolor: ColorSchema,
  badgeicon: IconNameSchema,
});

/** Every collection of the content store, by its Firestore name. */
export const schemas = {
  appgallery: AppSchema,
  info: InfoSchema,
  actionlist: ActionSchema,
  Bookmarks: BookmarkSchema,
} as const;

export type CollectionName = keyof typeof schemas;
export const COLLECTIONS = Object.keys(schemas) as CollectionName[];

/** A document as written: the collection's fields. */
export type DocumentData<C extends CollectionName> = v.InferOutput<(typeof schemas)[C]>;
/** A document as read: its fields and its id. */
export type Item<C extends CollectionName> = DocumentData<C> & { id: string };

export type App = Item<'appgallery'>;
export type Info = Item<'info'>;
export type Action = Item<'actionlist'>;
export type Bookmark = Item<'Bookmarks'>;
