import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { whenIdle } from '../browser/whenIdle';
import { savesData } from '../network/savesData';
import { localizedPath } from './languagePaths';
import { adoptLanguage, hasTranslations, languageReady } from './translations';
import { isLanguage, LANGUAGES, type Language } from './languages';

/**
 * The visitor's language choice: shown at once while its file and its script's faces load
 * (`loading`), then remembered and applied by going to the same page at the language's address
 * (`/me` → `/my/me`); reported (`failed`) when it cannot be had, the site staying in its
 * language. Only the latest choice is applied. The other languages' files (10-13 KB gzip each)
 * are fetched once the page is idle (unless the visitor asked to save data), so a choice waits
 * for its script's faces alone.
 */
export function useLanguageSwitch() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const [loading, setLoading] = useState<Language>();
  const [failed, setFailed] = useState<Language>();
  const latest = useRef<Language>(undefined);

  useEffect(() => {
    if (savesData()) return;
    // Not `loadLanguages`: it adds them to i18next's preload list, and every language change
    // would then wait for all of them. Only the files not in yet: a reload fetches again. Again
    // after each switch (`current`), for a file that failed the first time.
    whenIdle(() => {
      const missing = LANGUAGES.filter((other) => !hasTranslations(i18n, other));
      if (missing.length) void i18n.reloadResources(missing);
    });
  }, [i18n, current]);

  const choose = (choice: string) => {
    // The page's own language: chosen before the app was there, and applied as it started.
    if (!isLanguage(choice) || (choice === current && !loading)) return;
    latest.current = choice;
    setLoading(choice);
    setFailed(undefined);
    languageReady(i18n, choice).then(
      async () => {
        if (latest.current !== choice) return;
        await adoptLanguage(i18n, choice);
        setLoading(undefined);
        void navigate({ pathname: localizedPath(choice, pathname), search, hash });
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
