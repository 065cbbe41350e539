import { createContext, useContext } from 'react';
import { firestoreConnection } from './firebaseConfig';
import { lazySource } from './lazySource';
import { patientSource } from './patientSource';
import type { ContentSnapshot } from './embeddedSource';
import type { ContentSource } from './source';

const connection = firestoreConnection();

/**
 * Firestore when the `VITE_FIREBASE_*` variables are set, else the content `embedded` loads (the
 * site's, handed in by the app's entry). Either is fetched with the first screen that subscribes:
 * a prerendered page hydrates with the answers it was rendered with (primedSource), so neither
 * the SDK nor the content and its schema are in the code a page needs before it answers.
 */
export const configuredContentSource = (embedded: () => Promise<ContentSnapshot>): ContentSource =>
  connection
    ? patientSource(
        lazySource('firestore', () =>
          Promise.all([import('./firestore'), import('./firestoreSource')]).then(
            ([{ openFirestore }, { createFirestoreSource }]) =>
              createFirestoreSource(openFirestore(connection)),
          ),
        ),
      )
    : lazySource('embedded', () =>
        Promise.all([import('./embeddedSource'), embedded()]).then(
          ([{ createEmbeddedSource }, content]) => createEmbeddedSource(content),
        ),
      );

/**
 * The pages' content source: the app's entry provides the configured one; stories and tests hand
 * pages another (other content, a failing or silent store).
 */
export const ContentSourceContext = createContext<ContentSource | null>(null);

export function useContentSource(): ContentSource {
  const source = useContext(ContentSourceContext);
  if (!source) throw new Error('No content source: render the page inside ContentSourceContext.');
  return source;
}
