import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@portfolio/ui';
import { LEGAL_STRINGS } from '../../i18n/stringSets';
import { hasTranslations, loadLanguage } from '../../i18n/translations';
import { ContentError } from '../../status/ContentStatus';

/**
 * Whether the legal texts are in, in the page's language; asking for them if not. A legal page
 * opened at its address has them before it is hydrated; one navigated to fetches them then.
 */
export const useLegalStringsReady = () => useTranslation(LEGAL_STRINGS).ready;

/** Shows `children` once the legal texts are in: a wait meanwhile, Try again if they fail. */
export function LegalStrings({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const ready = useLegalStringsReady();
  const [, retried] = useState(0);
  if (!ready) return <Loading label={t('loading')} />;
  if (hasTranslations(i18n, i18n.language)) return children;
  const retry = () =>
    void loadLanguage(i18n, i18n.language)
      .catch(() => undefined)
      .then(() => retried((count) => count + 1));
  return <ContentError onRetry={retry} />;
}
