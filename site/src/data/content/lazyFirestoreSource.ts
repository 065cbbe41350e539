import type { FirestoreConnection } from './firebaseConfig';
import type { ContentSource } from './source';

/**
 * A Firestore source whose SDK is fetched on the first subscription, so the firebase code
 * stays out of the initial bundle. A fetch that failed is forgotten: the next subscription
 * (a Retry) fetches again.
 */
export function createLazyFirestoreSource(connection: FirestoreConnection): ContentSource {
  let loading: Promise<ContentSource> | undefined;
  const load = () => {
    loading ??= Promise.all([import('./firestore'), import('./firestoreSource')]).then(
      ([{ openFirestore }, { createFirestoreSource }]) =>
        createFirestoreSource(openFirestore(connection)),
    );
    loading.catch(() => (loading = undefined));
    return loading;
  };

  return {
    kind: 'firestore',
    subscribe(query, listener) {
      let unsubscribe: (() => void) | undefined;
      let ended = false;
      load().then(
        (source) => {
          if (!ended) unsubscribe = source.subscribe(query, listener);
        },
        (error: Error) => listener.error(error),
      );
      return () => {
        ended = true;
        unsubscribe?.();
      };
    },
  };
}
