import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from './translations';
import { isLanguage, type Language } from './languages';
import { languageFacesReady } from './scriptFaces';

/**
 * The visitor's language choice: shown at once while its file and its script's faces load
 * (`loading`), applied when they are in, and reported (`failed`) when it cannot be had, the site staying in its language.
 * Only the latest choice is applied.
 */
export function useLanguageSwitch() {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const [loading, setLoading] = useState<Language>();
  const [failed, setFailed] = useState<Language>();
  const latest = useRef<Language>(undefined);

  const choose = (choice: string) => {
    if (!isLanguage(choice)) return;
    latest.current = choice;
    setLoading(choice);
    setFailed(undefined);
    Promise.all([loadLanguage(i18n, choice), languageFacesReady(choice)]).then(
      async () => {
        if (latest.current !== choice) return;
        await i18n.changeLanguage(choice);
        setLoading(undefined);
      },
      (error: unknown) => {
        if (latest.current !== choice) return;
        console.warn(error);
        setLoading(undefined);
        setFailed(choice);
      },
    );
  };

  return {
    language: loading ?? current,
    loading,
    failed,
    choose,
    retry: () => failed && choose(failed),
  };
}
