import { useTranslation } from 'react-i18next';
import { LanguageSelect, PageTitle } from '@portfolio/ui';
import { LANGUAGES, LANGUAGE_NAMES } from '../i18n/languages';

const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The Readme page: the owner's profile and the site's language choice. */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.me')}</PageTitle>
      <LanguageSelect
        label={t('language')}
        value={i18n.resolvedLanguage ?? i18n.language}
        options={languageOptions}
        onChange={(language) => void i18n.changeLanguage(language)}
      />
    </>
  );
}
