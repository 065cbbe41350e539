// The schema and its validator are types only here: they load with the sources that parse.
export type * from './schema';
export {
  ContentOfflineError,
  ContentTimeoutError,
  type ContentQuery,
  type ContentListener,
  type ContentSource,
} from './source';
export type { ContentSnapshot } from './embeddedSource';
export {
  ContentSourceContext,
  configuredContentSource,
  useContentSource,
} from './ContentSourceContext';
export { useContentQuery, type ContentState, type ContentQueryResult } from './useContentQuery';
export { patientSource } from './patientSource';
export { useAppGallery, useInfo, useActionList, useBookmarks, useApp, parseAppId } from './hooks';
export { localize } from './localize';
