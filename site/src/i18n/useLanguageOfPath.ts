import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOfPath } from './languagePaths';
import { languageReady } from './translations';

/**
 * Shows the site in the language of its address when the address changes to another language
 * (back and forward across a language switch), once that language's file and faces are in. When
 * they cannot be had, the page stays in its language and the visitor is told.
 */
export function useLanguageOfPath(pathname: string) {
  const { i18n } = useTranslation();
  const wanted = languageOfPath(pathname);

  // Only a change of address asks: a language chosen on the page is applied before its address.
  useEffect(() => {
    if (wanted === i18n.language) return;
    let current = true;
    languageReady(i18n, wanted).then(
      () => current && void i18n.changeLanguage(wanted),
      (error: unknown) => {
        if (!current) return;
        console.warn(error);
        // Rare: the toasts' code is fetched only when it comes to this.
        void import('../toast/showToast').then(
          ({ showToast }) =>
            showToast({
              title: i18n.t('language_error.title', {
                language: i18n.t(`language_error.names.${wanted}`),
              }),
              message: i18n.t('content_error.message'),
            }),
          (toastError: unknown) => console.error(toastError),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, i18n]);
}
