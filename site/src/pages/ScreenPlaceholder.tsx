import { useTranslation } from 'react-i18next';
import { PageTitle } from '@portfolio/ui';

export interface ScreenPlaceholderProps {
  /** Translation key of the screen's title, e.g. `pages.garden`. */
  titleKey: string;
}

/** Stands for a screen whose content is still being built: its title and a short note. */
export function ScreenPlaceholder({ titleKey }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <p>{t('under_construction')}</p>
    </>
  );
}
