import { createContext, useContext } from 'react';
import { firestoreConnection } from './firebaseConfig';
import { lazySource } from './lazySource';
import { patientSource } from './patientSource';
import type { ContentSource } from './source';

const connection = firestoreConnection();

/**
 * Firestore when the `VITE_FIREBASE_*` variables are set, else the embedded content. Either is
 * fetched with the first screen that subscribes: a prerendered page hydrates with the answers it
 * was rendered with (primedSource), so neither the SDK nor the content and its schema are in
 * the code a page needs before it answers.
 */
export const configuredContentSource: ContentSource = connection
  ? patientSource(
      lazySource('firestore', () =>
        Promise.all([import('./firestore'), import('./firestoreSource')]).then(
          ([{ openFirestore }, { createFirestoreSource }]) =>
            createFirestoreSource(openFirestore(connection)),
        ),
      ),
    )
  : lazySource('embedded', () =>
      import('./embeddedSource').then(({ createEmbeddedSource }) => createEmbeddedSource()),
    );

/** Stories and tests hand pages another source (other content, a failing or silent store). */
export const ContentSourceContext = createContext<ContentSource>(configuredContentSource);

export function useContentSource(): ContentSource {
  return useContext(ContentSourceContext);
}
