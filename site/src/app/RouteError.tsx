import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Link, StatusMessage } from '@portfolio/ui';
import { paths } from '../navigation/paths';

/** Shown in place of a screen that failed to render; the navbar and footer stay usable. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation();

  useEffect(() => {
    console.error('A screen failed to render:', error);
  }, [error]);

  return (
    <StatusMessage
      tone="error"
      headingLevel={1}
      title={t('error.title')}
      message={t('error.message')}
    >
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
      <Link href={paths.home}>{t('error.home')}</Link>
    </StatusMessage>
  );
}
