import * as v from 'valibot';
import { BOOKMARK_LANGUAGES } from './bookmarkLanguages';

/** The longest text and HTML quote firestore.rules lets the owner store (in characters). */
export const TEXT_MAX = 2000;
export const QUOTE_MAX = 5000;

const text = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_MAX));

/** Text an owner writes once per language; English is required, the rest fall back to it. */
export const LocalizedTextSchema = v.object({
  en: text,
  my: v.optional(text),
  zh: v.optional(text),
  ko: v.optional(text),
});
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/** Only plain colours reach a style sheet: a hex value or a colour keyword. */
const ColorSchema = v.pipe(
  v.string(),
  v.regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i, 'a hex colour or a colour name'),
);
/** An icon's name in the site's icon set, e.g. `book-open`; unknown names show a default icon. */
const IconNameSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9-]{0,40}$/, 'an icon name such as book-open'),
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
    v.url(),
    v.regex(/^https:\/\//, 'an https address'),
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
