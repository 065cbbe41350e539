export * from './schema';
export { parseDocument, sortItems } from './parse';
export type { ContentQuery, ContentListener, ContentSource } from './source';
export { createEmbeddedSource, type ContentSnapshot } from './embeddedSource';
export {
  ContentSourceContext,
  configuredContentSource,
  useContentSource,
} from './ContentSourceContext';
export {
  useContentQuery,
  FIRST_ANSWER_TIMEOUT_MS,
  ContentTimeoutError,
  type ContentState,
} from './useContentQuery';
export { useAppGallery, useInfo, useActionList, useBookmarks, useApp, parseAppId } from './hooks';
export { localize } from './localize';
