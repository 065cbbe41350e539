import type { CollectionName } from '../data/content/schema';
import { actionlist } from './actionlist';
import { appgallery } from './appgallery';
import { bookmarks } from './bookmarks';
import { info } from './info';
import type { ContentRecords } from './types';

/** The content the site shows when no Firebase project is configured. */
export const embeddedContent: { [C in CollectionName]: ContentRecords<C> } = {
  appgallery,
  info,
  actionlist,
  Bookmarks: bookmarks,
};
