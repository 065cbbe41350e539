import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageOffer } from '@portfolio/ui';
import { STORAGE_KEYS, storage } from '../../browser/storage';
import type { Language } from '../languages';
import { languageReady } from '../translations';
import { useLanguageSwitch } from '../useLanguageSwitch';

/**
 * The offer of the page in `language`, shown once that language's strings and faces are in (the
 * page's own, cut to its text in that language, which taking the offer then shows at once), and
 * gone once answered: the answer is remembered. Nothing is shown if they cannot be had.
 */
export function LanguageOfferNote({ language }: { language: Language }) {
  const { i18n } = useTranslation();
  const { choose } = useLanguageSwitch();
  const [ready, setReady] = useState(false);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    let current = true;
    languageReady(i18n, language).then(
      () => current && setReady(true),
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
    };
  }, [i18n, language]);

  if (!ready || answered) return null;
  const t = i18n.getFixedT(language);
  const answer = (taken: boolean) => {
    storage.set(STORAGE_KEYS.languageOffer, taken ? 'taken' : 'dismissed');
    setAnswered(true);
    if (taken) choose(language);
  };
  return (
    <LanguageOffer
      lang={language}
      message={t('language_offer.message')}
      acceptLabel={t('language_offer.accept')}
      dismissLabel={t('language_offer.dismiss')}
      onAccept={() => answer(true)}
      onDismiss={() => answer(false)}
    />
  );
}
