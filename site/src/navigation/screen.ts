import type { StringSet } from '../i18n/stringSets';

/**
 * A screen: its module, as the build's manifest names it (site-relative), and the component the
 * module exports; and a set of strings of its own, fetched with its code.
 */
export interface Screen {
  readonly module: string;
  readonly name: string;
  readonly strings?: StringSet;
}
