import { useTranslation } from 'react-i18next';
import { LanguageSelect, Loading } from '@portfolio/ui';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { RetryNotice } from '../status/RetryNotice';

const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * The language list, with what the choice is doing (loading, or failed with Try again). A
 * component of its own: a choice re-renders it, not the page around it, within the key or tap
 * that made it.
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const choice = useLanguageSwitch();
  return (
    <>
      <LanguageSelect
        label={t('language')}
        value={choice.language}
        options={languageOptions}
        onChange={choice.choose}
      />
      {choice.loading && <Loading label={t('loading')} size="line" />}
      {choice.failed && (
        <RetryNotice
          title={t('language_error.title', {
            language: t(`language_error.names.${choice.failed}`),
          })}
          message={t('content_error.message')}
          onRetry={choice.retry}
        />
      )}
    </>
  );
}
