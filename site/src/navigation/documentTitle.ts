import { useEffect } from 'react';
import { owner } from '../content/owner';

/** A page's document title: its own, then the owner's name (prerendered pages say the same). */
export const documentTitle = (title: string) => `${title} · ${owner.name}`;

/** Keeps the document's title to the page's, in the page's language and state. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
