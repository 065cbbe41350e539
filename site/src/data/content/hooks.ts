import type { BookmarkLanguage } from './bookmarkLanguages';
import { useContentQuery } from './useContentQuery';

export const useAppGallery = () => useContentQuery({ collection: 'appgallery' });
export const useInfo = () => useContentQuery({ collection: 'info' });
export const useActionList = () => useContentQuery({ collection: 'actionlist' });

export const useBookmarks = (language: BookmarkLanguage) =>
  useContentQuery({ collection: 'Bookmarks', where: { field: 'language', value: language } });

/** A route's app id as a number; 0, absent or not a whole number means "load nothing". */
export function parseAppId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** The app with this `app_id`: `idle` without an id; `ready` with no items means no such app. */
export function useApp(appId: number | undefined) {
  const state = useContentQuery(
    appId === undefined
      ? undefined
      : { collection: 'appgallery', where: { field: 'app_id', value: appId } },
  );
  return { ...state, app: state.items[0] };
}
