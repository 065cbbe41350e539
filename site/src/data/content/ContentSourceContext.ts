import { createContext, useContext } from 'react';
import { createEmbeddedSource } from './embeddedSource';
import { firestoreConnection } from './firebaseConfig';
import { createLazyFirestoreSource } from './lazyFirestoreSource';
import { patientSource } from './patientSource';
import type { ContentSource } from './source';

const connection = firestoreConnection();

/** Firestore when the `VITE_FIREBASE_*` variables are set, else the embedded content. */
export const configuredContentSource: ContentSource = connection
  ? patientSource(createLazyFirestoreSource(connection))
  : createEmbeddedSource();

/** Stories and tests hand pages another source (other content, a failing or silent store). */
export const ContentSourceContext = createContext<ContentSource>(configuredContentSource);

export function useContentSource(): ContentSource {
  return useContext(ContentSourceContext);
}
