import { useTranslation } from 'react-i18next';
import { Loading } from '@portfolio/ui';

export function PageLoading() {
  const { t } = useTranslation();
  return <Loading label={t('loading')} />;
}
