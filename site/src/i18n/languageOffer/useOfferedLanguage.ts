import { useEffect, useState } from 'react';
import { STORAGE_KEYS, storage } from '../../browser/storage';
import { whenIdle } from '../../browser/whenIdle';
import type { Language } from '../languages';
import { offeredLanguage } from './offeredLanguage';

/**
 * The language to offer on this page (see offeredLanguage), asked once the page is idle after it
 * hydrated: the prerendered page, and what crawlers read, never holds an offer.
 */
export function useOfferedLanguage(pageLanguage: Language): Language | undefined {
  const [offered, setOffered] = useState<Language>();
  useEffect(() => {
    let current = true;
    whenIdle(() => {
      if (!current) return;
      setOffered(
        offeredLanguage({
          pageLanguage,
          preferred: navigator.languages,
          saved: storage.get(STORAGE_KEYS.language),
          answered: storage.get(STORAGE_KEYS.languageOffer) !== null,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [pageLanguage]);
  return offered;
}
