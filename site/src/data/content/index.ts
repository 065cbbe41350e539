export * from './schema';
export { parseDocument, sortItems } from './parse';
export {
  ContentOfflineError,
  ContentTimeoutError,
  type ContentQuery,
  type ContentListener,
  type ContentSource,
} from './source';
export { createEmbeddedSource, type ContentSnapshot } from './embeddedSource';
export {
  ContentSourceContext,
  configuredContentSource,
  useContentSource,
} from './ContentSourceContext';
export { useContentQuery, type ContentState, type ContentQueryResult } from './useContentQuery';
export { patientSource } from './patientSource';
export { useAppGallery, useInfo, useActionList, useBookmarks, useApp, parseAppId } from './hooks';
export { localize } from './localize';
