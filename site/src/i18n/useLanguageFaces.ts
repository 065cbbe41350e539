import { useEffect, useReducer } from 'react';
import { facesSettled, languageFacesReady } from './scriptFaces';

/** Whether text in `language` may be shown: its script's faces are in (or gave up on). */
export function useLanguageFaces(language: string): boolean {
  const [, faceArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (facesSettled(language)) return;
    let current = true;
    void languageFacesReady(language).then(() => current && faceArrived());
    return () => {
      current = false;
    };
  }, [language]);
  return facesSettled(language);
}
